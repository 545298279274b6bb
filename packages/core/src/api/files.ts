import { FILE_ENDPOINTS as ENDPOINTS } from '../contract/files';
import type { HttpClient } from '../http/client';
import { call } from './call';
import type { DownloadCode } from './types';

/** SPEC §7 "Download-file lookup": files are fetched from /data/jsedc/{name} on the same origin. */
export const DOWNLOAD_FILES_BASE = '/data/jsedc/';

export type { StoredFile } from '../contract/files';

export function createFileApi(http: HttpClient) {
  return {
    downloadFileName: (code: DownloadCode) => call(http, ENDPOINTS.downloadFileName, { body: { code } }),
    downloadFiles: () => call(http, ENDPOINTS.downloadFiles, {}),
    replaceDownloadFile: (code: DownloadCode, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('code', code);
      form.append('file', file, fileName);
      return call(http, ENDPOINTS.replaceDownloadFile, { body: form });
    },
  };
}

export type FileApi = ReturnType<typeof createFileApi>;
