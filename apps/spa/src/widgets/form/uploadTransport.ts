// Uploads go through XMLHttpRequest rather than the fetch-based client because only XHR reports
// upload progress. Multipart bodies are never enveloped (SPEC §7); the answer is read by core.
import { API_PREFIX } from '@ent/core/http';
import { interpretUpload, UPLOAD_ENDPOINTS, type UploadEndpoint, type UploadOutcome } from '@ent/core/upload';

export interface UploadRequest {
  endpoint: UploadEndpoint;
  file: File;
  token: string | undefined;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

export function uploadFile({ endpoint, file, token, onProgress, signal }: UploadRequest): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${UPLOAD_ENDPOINTS[endpoint]}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const finish = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve(interpretUpload(endpoint, body));
    };
    xhr.onload = finish;
    xhr.onerror = finish;
    xhr.ontimeout = finish;
    xhr.onabort = finish;
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
