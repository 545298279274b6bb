// SPEC §7 and §8: the two upload endpoints and how each reports success. The general upload
// succeeds with code 200 and data.url; the attachment upload (gov-cms content/attr/upload) with
// '00000'. A definition's `action` only chooses between the two: an arbitrary URL from an
// untrusted definition is never posted to.
import { callPath } from '../contract/endpoint';
import { FILE_ENDPOINTS } from '../contract/files';
import { EXPIRED_CODES, SUCCESS_CODE } from '../http/codes';
import { UPLOAD_TEXT } from '../messages';
import type { UploadedFile } from './rules';

export const UPLOAD_ENDPOINTS = {
  general: FILE_ENDPOINTS.upload.path,
  attachment: FILE_ENDPOINTS.attachmentUpload.path,
} as const;
export type UploadEndpoint = keyof typeof UPLOAD_ENDPOINTS;

export const GENERAL_UPLOAD_CODE = 200;

export function endpointFor(action: unknown): UploadEndpoint {
  return typeof action === 'string' && action.includes('content/attr/upload') ? 'attachment' : 'general';
}

export type UploadOutcome =
  | { ok: true; file: UploadedFile; message: string }
  | { ok: false; message: string; expired: boolean };

function entryFrom(data: unknown): UploadedFile | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  if (typeof raw.url !== 'string' || raw.url === '') return null;
  const name = typeof raw.name === 'string' ? raw.name : typeof raw.fileName === 'string' ? raw.fileName : raw.url;
  return {
    ...(typeof raw.id === 'number' || typeof raw.id === 'string' ? { id: raw.id } : {}),
    name,
    ...(typeof raw.fileName === 'string' ? { fileName: raw.fileName } : {}),
    url: raw.url,
    ...(typeof raw.alifileUrl === 'string' ? { alifileUrl: raw.alifileUrl } : {}),
  };
}

/** Reads an upload's answer (already parsed JSON, or null when it was not JSON). */
export function interpretUpload(endpoint: UploadEndpoint, body: unknown): UploadOutcome {
  if (typeof body !== 'object' || body === null)
    return { ok: false, message: UPLOAD_TEXT.transportFailed, expired: false };
  const { code, msg, data } = body as { code?: unknown; msg?: unknown; data?: unknown };
  const text = typeof msg === 'string' ? msg : '';
  const succeeded = endpoint === 'general' ? Number(code) === GENERAL_UPLOAD_CODE : String(code) === SUCCESS_CODE;
  const file = succeeded ? entryFrom(data) : null;
  if (file) return { ok: true, file, message: UPLOAD_TEXT.succeeded(text) };
  return { ok: false, message: UPLOAD_TEXT.failed(text), expired: EXPIRED_CODES.includes(String(code)) };
}

/** The file list after removing one entry: the whole list is replaced (SPEC §5). */
export function withoutFile(files: readonly UploadedFile[], index: number): UploadedFile[] {
  return files.filter((_file, position) => position !== index);
}

/**
 * A stored file's id from its URL ('/prod-api/gov-cms/api/v1/file/12' → 12), for bearer fetches:
 * the URL ends, before any query, in the file endpoint's path with that id, as the server finds
 * entries by it too (domains/files/fileUses.ts).
 */
export function fileIdOf(file: Pick<UploadedFile, 'id' | 'url'>): number | null {
  if (typeof file.id === 'number') return file.id;
  const [path = ''] = file.url.split('?');
  const id = /\/(\d+)$/.exec(path)?.[1];
  if (id !== undefined && path.endsWith(callPath(FILE_ENDPOINTS.file, '', { id }))) return Number(id);
  return typeof file.id === 'string' && /^\d+$/.test(file.id) ? Number(file.id) : null;
}

/** The path under /prod-api to fetch a stored file with the bearer token. */
export function filePath(file: Pick<UploadedFile, 'id' | 'url'>): string | null {
  const id = fileIdOf(file);
  return id === null ? null : callPath(FILE_ENDPOINTS.file, '', { id });
}
