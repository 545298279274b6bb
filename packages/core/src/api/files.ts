import type { HttpClient } from '../http/client';
import type { DownloadCode, DownloadFileInfo } from './types';

/** SPEC §7 "Download-file lookup": files are fetched from /data/jsedc/{name} on the same origin. */
export const DOWNLOAD_FILES_BASE = '/data/jsedc/';

export function createFileApi(http: HttpClient) {
  return {
    downloadFileName: (code: DownloadCode) =>
      http.request<string>({ url: '/gov-system/api/v1/downloadFile/getFileName', method: 'POST', data: { code } }),
    downloadFiles: () => http.request<DownloadFileInfo[]>({ url: '/gov-system/api/v1/downloadFile/list' }),
    replaceDownloadFile: (code: DownloadCode, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('code', code);
      form.append('file', file, fileName);
      return http.request<DownloadFileInfo>({
        url: '/gov-system/api/v1/downloadFile/upload',
        method: 'POST',
        data: form,
      });
    },
  };
}

export type FileApi = ReturnType<typeof createFileApi>;
