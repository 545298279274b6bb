// The browser side of SPEC §7's download helpers (timings and addresses in core/shell/download).
import type { HttpClient } from '@ent/core/http';
import { DOWNLOAD_CLEANUP_MS, DOWNLOAD_CLICK_DELAY_MS, exportDownloadUrl, formBody } from '@ent/core/shell';

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): Promise<void> {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.appendChild(link);
  return new Promise((resolve) => {
    setTimeout(() => {
      link.click();
      setTimeout(() => {
        link.remove();
        URL.revokeObjectURL(url);
        resolve();
      }, DOWNLOAD_CLEANUP_MS);
    }, DOWNLOAD_CLICK_DELAY_MS);
  });
}

/**
 * POSTs the filters form-encoded and saves the answer under `fileName`. Like the dynamic form
 * helpers it resolves false and shows nothing when the server refuses (SPEC §8).
 */
export async function downloadForm(
  http: HttpClient,
  url: string,
  params: Record<string, string | number | boolean | null | undefined>,
  fileName: string,
): Promise<boolean> {
  const response = await http.request<Blob>({
    url,
    method: 'POST',
    data: formBody(params),
    responseType: 'blob',
    silent: true,
  });
  if (!response || !(response.data instanceof Blob)) return false;
  await saveBlob(response.data, fileName);
  return true;
}

/** SPEC §7 file export: the server has written the file; the browser fetches it once. */
export function downloadExport(fileName: string, win: Window = window): void {
  win.location.href = exportDownloadUrl(fileName, true);
}

/** A file offered at a same-origin address (the footer's downloads). */
export function downloadUrl(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = '';
  link.style.display = 'none';
  doc.body.appendChild(link);
  setTimeout(() => {
    link.click();
    setTimeout(() => link.remove(), DOWNLOAD_CLEANUP_MS);
  }, DOWNLOAD_CLICK_DELAY_MS);
}
