// An upload cut off by a crash leaves its temporary file; the next start removes the ones old
// enough that no process can still be writing them, and keeps young ones and stored files.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleParts, STALE_PART_MS } from '../src/domains/files/uploads';

describe('temporary uploads left by a crash', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('removes the old ones only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ent-uploads-'));
    dirs.push(dir);
    const now = Date.now();
    for (const name of ['.old.pdf.part', '.young.pdf.part', 'stored.pdf', '.old-hidden.pdf']) {
      writeFileSync(join(dir, name), 'x');
    }
    const old = new Date(now - STALE_PART_MS - 60_000);
    for (const name of ['.old.pdf.part', 'stored.pdf', '.old-hidden.pdf']) utimesSync(join(dir, name), old, old);
    expect(removeStaleParts(dir, now)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['.old-hidden.pdf', '.young.pdf.part', 'stored.pdf']);
  });
});
