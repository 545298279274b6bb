// The user export at provincial scale (issue 12: "100,000 rows without holding them in memory"):
// 100,000 accounts in a fresh embedded database, written to .xlsx by the export the server runs,
// timing it and sampling the process's resident memory while it writes.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPglite } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { userRows } from '../../apps/server/src/domains/user/accounts';
import { writeUserExport } from '../../apps/server/src/domains/user/exporter';

export const EXPORT_ROWS = 100_000;
/** What the writer may add to the process's memory while writing, in MB. */
export const EXPORT_MEMORY_BUDGET_MB = 150;

export async function measureUserExport() {
  const dir = mkdtempSync(join(tmpdir(), 'ent-bench-export-'));
  const handle = await openPglite(join(dir, 'db'));
  try {
    await migrate(handle);
    await sql`INSERT INTO app_user (username, password_hash, full_name, type_of, phone, email)
      SELECT 'bench_' || i, 'x', '账号' || i, '2', '139' || lpad(i::text, 8, '0'), 'bench' || i || '@example.cn'
      FROM generate_series(1, ${EXPORT_ROWS}) AS i`.execute(handle.db);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const path = join(dir, 'users.xlsx');
    const started = performance.now();
    await writeUserExport(path, handle.db, (after) => userRows(handle.db).where('u.id', '>', after));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = Math.round(((peak - before) / 1024 / 1024) * 10) / 10;
    return {
      rows: EXPORT_ROWS,
      seconds: Math.round(seconds * 10) / 10,
      fileMb: Math.round((statSync(path).size / 1024 / 1024) * 10) / 10,
      peakRssGrowthMb: growthMb,
      budget: { peakRssGrowthMb: EXPORT_MEMORY_BUDGET_MB },
      withinBudget: growthMb <= EXPORT_MEMORY_BUDGET_MB,
    };
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
