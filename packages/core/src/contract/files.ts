// The files service: uploads, stored files, the footer's downloads and their replacement by an
// administrator, and SPEC §7's file export.
import { z } from 'zod';
import { DOWNLOAD_CODES, type DownloadFileInfo } from '../api/types';
import { endpoint, PUBLIC, permitted } from './endpoint';
import { idParam } from './ids';

export const downloadCodeRequest = z.object({ code: z.enum(DOWNLOAD_CODES) });

export const commonDownloadQuery = z.object({
  fileName: z.string().min(1).max(200),
  delete: z.enum(['true', 'false']).optional(),
});

/** A file as the upload endpoints answer it (SPEC §3 "Uploaded file entry"). */
export interface StoredFile {
  id: number;
  name: string;
  fileName: string;
  url: string;
  alifileUrl: string;
}

const CMS = '/gov-cms/api/v1';
const DOWNLOAD_FILE = '/gov-system/api/v1/downloadFile';

export const FILE_PERMISSIONS = { list: 'system:downloadFile:list', edit: 'system:downloadFile:edit' } as const;

export const FILE_ENDPOINTS = {
  /** SPEC §7 general upload (multipart field file): success is code 200 with data, not 00000. */
  upload: endpoint<StoredFile>()({
    feature: 'files',
    action: 'upload',
    method: 'POST',
    path: `${CMS}/file/upload`,
    multipart: true,
    raw: true,
  }),
  /** SPEC §7 attachment upload: success is the usual 00000. */
  attachmentUpload: endpoint<StoredFile>()({
    feature: 'files',
    action: 'attachmentUpload',
    method: 'POST',
    path: `${CMS}/content/attr/upload`,
    multipart: true,
  }),
  /** A stored file, fetched with the bearer token (images, PDFs) and shown inline. */
  file: endpoint<Blob>()({
    feature: 'files',
    action: 'get',
    method: 'GET',
    path: `${CMS}/file/:id`,
    params: idParam,
    raw: true,
  }),
  /** SPEC §7 download-file look-up: the name under /data/jsedc/ of a footer download. */
  downloadFileName: endpoint<string>()({
    feature: 'files',
    action: 'downloadFileName',
    method: 'POST',
    path: `${DOWNLOAD_FILE}/getFileName`,
    body: downloadCodeRequest,
    access: PUBLIC,
  }),
  downloadFiles: endpoint<DownloadFileInfo[]>()({
    feature: 'files',
    action: 'downloadFiles',
    method: 'GET',
    path: `${DOWNLOAD_FILE}/list`,
    access: permitted(FILE_PERMISSIONS.list),
  }),
  /** Multipart: the field code first, then the file. */
  replaceDownloadFile: endpoint<DownloadFileInfo>()({
    feature: 'files',
    action: 'replaceDownloadFile',
    method: 'POST',
    path: `${DOWNLOAD_FILE}/upload`,
    multipart: true,
    access: permitted(FILE_PERMISSIONS.edit),
  }),
  /** SPEC §7 file export: the browser navigates here, with the login cookie. */
  commonDownload: endpoint<Blob>()({
    feature: 'files',
    action: 'commonDownload',
    method: 'GET',
    path: '/common/download',
    query: commonDownloadQuery,
    access: { navigation: true },
    raw: true,
  }),
} as const;
