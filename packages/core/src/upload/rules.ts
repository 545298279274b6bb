// SPEC §5 upload rules, shared by the upload widgets and the server: accepted types, size limit
// (20 MB by default), count limit (5 by default), the PDF-only variant, and the tip text.
import { UPLOAD_TEXT } from '../messages';

export const DEFAULT_FILE_SIZE = 20;
export const DEFAULT_SIZE_UNIT = 'MB';
export const DEFAULT_FILE_LIMIT = 5;

export interface UploadRules {
  /** Extensions without dots, lower case; empty means any allowed by the server. */
  types: string[];
  fileSize: number;
  sizeUnit: 'KB' | 'MB' | 'GB';
  limit: number;
  pdfOnly?: boolean;
}

const UNIT_BYTES = { KB: 1024, MB: 1024 * 1024, GB: 1024 * 1024 * 1024 } as const;

/** An `accept` attribute ('.pdf,.jpg' or 'image/png') as extensions. */
export function parseAccept(accept: unknown): string[] {
  if (typeof accept !== 'string') return [];
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((part) => (part.startsWith('.') ? part.slice(1) : part.includes('/') ? (part.split('/')[1] ?? '') : part))
    .map((ext) => (ext === 'jpeg' ? 'jpg' : ext))
    .filter((ext) => /^[a-z0-9]{1,10}$/.test(ext));
}

export function rulesFrom(options: {
  accept?: unknown;
  fileSize?: unknown;
  sizeUnit?: unknown;
  limit?: unknown;
  pdfOnly?: boolean;
}): UploadRules {
  const unit =
    typeof options.sizeUnit === 'string' && options.sizeUnit.toUpperCase() in UNIT_BYTES
      ? (options.sizeUnit.toUpperCase() as UploadRules['sizeUnit'])
      : 'MB';
  const size = Number(options.fileSize);
  const limit = Number(options.limit);
  return {
    types: options.pdfOnly ? ['pdf'] : parseAccept(options.accept),
    fileSize: Number.isFinite(size) && size > 0 ? size : DEFAULT_FILE_SIZE,
    sizeUnit: unit,
    limit: Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_FILE_LIMIT,
    ...(options.pdfOnly ? { pdfOnly: true } : {}),
  };
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
  return ext === 'jpeg' ? 'jpg' : ext;
}

export function maxBytes(rules: UploadRules): number {
  return rules.fileSize * UNIT_BYTES[rules.sizeUnit];
}

/** The message refusing this file before upload, or null (SPEC §5 before-upload check). */
export function checkFile(
  file: { name: string; size: number },
  rules: UploadRules,
  alreadyUploaded: number,
): string | null {
  if (alreadyUploaded >= rules.limit) return UPLOAD_TEXT.tooMany(rules.limit);
  const ext = extensionOf(file.name);
  if (rules.pdfOnly && ext !== 'pdf') return UPLOAD_TEXT.pdfOnly;
  if (rules.types.length > 0 && !rules.types.includes(ext)) return UPLOAD_TEXT.wrongType(rules.types);
  if (file.size <= 0) return UPLOAD_TEXT.emptyFile;
  if (file.size > maxBytes(rules)) return UPLOAD_TEXT.tooLarge(rules.fileSize, rules.sizeUnit);
  return null;
}

export function uploadTip(rules: UploadRules): string {
  return UPLOAD_TEXT.tip(rules.fileSize, rules.sizeUnit, rules.types);
}

/** An uploaded file as forms keep it (SPEC §3 "Uploaded file entry"). */
export interface UploadedFile {
  id?: number | string;
  name: string;
  fileName?: string;
  url: string;
  alifileUrl?: string;
}

export function isPdf(file: Pick<UploadedFile, 'name' | 'url'>): boolean {
  return extensionOf(file.name) === 'pdf' || /\.pdf($|\?)/i.test(file.url);
}
