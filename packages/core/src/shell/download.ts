// SPEC §7 and §9: the two download helpers. The saving link is clicked 66 ms after it is added and
// removed (with its object URL) 250 ms after the click.
import { API_PREFIX } from '../contract/endpoint';
import { FILE_ENDPOINTS } from '../contract/files';

export const DOWNLOAD_CLICK_DELAY_MS = 66;
export const DOWNLOAD_CLEANUP_MS = 250;

/** The address SPEC §7's file export navigates to. */
export function exportDownloadUrl(fileName: string, remove = true): string {
  return `${API_PREFIX}${FILE_ENDPOINTS.commonDownload.path}?fileName=${encodeURIComponent(fileName)}&delete=${remove}`;
}

/** Form-encodes a filter object for the POST download helper (empty values left out). */
export function formBody(params: Record<string, string | number | boolean | null | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') body.append(key, String(value));
  }
  return body;
}
