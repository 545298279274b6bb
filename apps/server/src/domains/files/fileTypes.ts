// What a file really is, read from its first bytes: an upload's extension must agree with its
// content, so a renamed executable is refused.

export type KnownType = 'docx' | 'xlsx' | 'zip' | 'pdf' | 'doc' | 'xls' | 'exe' | 'png' | 'jpg' | 'gif';

const SIGNATURES: Array<{ type: KnownType[]; bytes: number[] }> = [
  // Office Open XML documents are ZIP archives.
  { type: ['docx', 'xlsx', 'zip'], bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: ['pdf'], bytes: [0x25, 0x50, 0x44, 0x46] },
  // Legacy Office (OLE compound file).
  { type: ['doc', 'xls'], bytes: [0xd0, 0xcf, 0x11, 0xe0] },
  { type: ['exe'], bytes: [0x4d, 0x5a] },
  { type: ['png'], bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: ['jpg'], bytes: [0xff, 0xd8, 0xff] },
  { type: ['gif'], bytes: [0x47, 0x49, 0x46, 0x38] },
];

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Plain-text types have no signature: they must simply not be binary. */
const TEXT_TYPES = new Set(['txt', 'csv']);

/** Whether the first bytes of a file fit its extension. */
export function contentMatches(extension: string, head: Uint8Array): boolean {
  const ext = extension === 'jpeg' ? 'jpg' : extension;
  if (TEXT_TYPES.has(ext)) return !head.includes(0) && !(head[0] === 0x4d && head[1] === 0x5a);
  const signature = SIGNATURES.find((s) => (s.type as string[]).includes(ext));
  if (!signature) return false;
  return signature.bytes.every((byte, index) => head[index] === byte);
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  exe: 'application/octet-stream',
};

export function mimeOf(extension: string): string {
  return MIME[extension] ?? 'application/octet-stream';
}
