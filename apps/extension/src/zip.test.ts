import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'ent-extension-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = join(import.meta.dirname, '../scripts/zip.mjs');

function pack(source: string, target: string) {
  return execFileSync(process.execPath, [script], {
    env: { ...process.env, EXTENSION_OUT_DIR: source, EXTENSION_ZIP: target },
    stdio: 'pipe',
  });
}

describe('scripts/zip.mjs', () => {
  it('packs every file of the built extension with paths relative to its root', () => {
    const source = join(dir, 'built');
    mkdirSync(join(source, 'assets'), { recursive: true });
    writeFileSync(join(source, 'manifest.json'), '{"manifest_version":3}');
    writeFileSync(join(source, 'assets', 'popup.js'), 'console.log(1)');
    const target = join(dir, 'out', 'ent-support-extension.zip');
    pack(source, target);
    const files = unzipSync(new Uint8Array(readFileSync(target)));
    expect(Object.keys(files).sort()).toEqual(['assets/popup.js', 'manifest.json']);
    expect(strFromU8(files['manifest.json'] as Uint8Array)).toBe('{"manifest_version":3}');
  });

  it('refuses a folder without a manifest', () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect(() => pack(empty, join(dir, 'never.zip'))).toThrow(/manifest\.json/);
  });
});
