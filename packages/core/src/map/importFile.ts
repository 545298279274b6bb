// Reading an import file in the browser (map data administration): CSV with a heading row, or
// GeoJSON points and lines, into numbered drafts the server checks all together.
import { MAP_TEXT } from '../messages/map';
import type { MapFeatureDraft } from './feature';

export interface ImportDraft extends MapFeatureDraft {
  /** The row's number in the file as a person counts it (the heading is row 1 in a CSV). */
  row: number;
}

type DraftKey = keyof typeof MAP_TEXT.importColumns;

const KEYS = Object.keys(MAP_TEXT.importColumns) as DraftKey[];

/**
 * The headings of every column the import reads, in order: the import dialog's help lists these, so
 * a column the reader takes is never missing from the help (公开 and 备注 once were).
 */
export const IMPORT_COLUMN_HEADINGS: readonly string[] = KEYS.map((key) => MAP_TEXT.importColumns[key]);

function keyOf(heading: string): DraftKey | null {
  const clean = heading.replace(/^\uFEFF/, '').trim();
  const byName = KEYS.find((key) => MAP_TEXT.importColumns[key] === clean);
  if (byName) return byName;
  return KEYS.find((key) => key.toLowerCase() === clean.toLowerCase()) ?? null;
}

/** RFC 4180 fields: quotes, doubled quotes, commas and line breaks inside quotes. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((value) => value.trim() !== ''));
}

/** A table (heading row first, as CSV or a worksheet gives it) → drafts numbered from row 2. */
export function draftsFromTable(table: ReadonlyArray<ReadonlyArray<unknown>>): ImportDraft[] {
  const [heading, ...rows] = table;
  if (!heading) return [];
  const keys = heading.map((cell) => keyOf(String(cell ?? '')));
  return rows.map((cells, index) => {
    const draft: ImportDraft = { row: index + 2 };
    keys.forEach((key, column) => {
      if (!key) return;
      const cell = cells[column];
      (draft as unknown as Record<string, unknown>)[key] =
        cell === null || cell === undefined ? '' : String(cell).trim();
    });
    return draft;
  });
}

export function draftsFromCsv(text: string): ImportDraft[] {
  return draftsFromTable(csvRecords(text));
}

interface GeoJsonLike {
  type?: unknown;
  features?: unknown;
}

/** GeoJSON Points and LineStrings → drafts numbered by feature (1-based); null when not GeoJSON. */
export function draftsFromGeoJson(text: string): ImportDraft[] | null {
  let parsed: GeoJsonLike;
  try {
    parsed = JSON.parse(text) as GeoJsonLike;
  } catch {
    return null;
  }
  const features = parsed.type === 'FeatureCollection' && Array.isArray(parsed.features) ? parsed.features : null;
  if (!features) return null;
  return features.map((raw, index) => {
    const feature = (raw ?? {}) as {
      properties?: Record<string, unknown> | null;
      geometry?: { type?: unknown; coordinates?: unknown } | null;
    };
    const props = feature.properties ?? {};
    const draft: ImportDraft = { row: index + 1 };
    for (const [heading, value] of Object.entries(props)) {
      const key = keyOf(heading) ?? (heading === 'kind' ? 'ifUse' : null);
      if (key) (draft as unknown as Record<string, unknown>)[key] = value;
    }
    const geometry = feature.geometry;
    if (geometry?.type === 'Point' && Array.isArray(geometry.coordinates)) {
      draft.longitude = geometry.coordinates[0];
      draft.latitude = geometry.coordinates[1];
    } else if (geometry?.type === 'LineString') {
      draft.path = geometry.coordinates;
    } else {
      draft.path = [];
    }
    return draft;
  });
}
