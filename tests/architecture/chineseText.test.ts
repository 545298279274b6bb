// No Chinese text is written in product code outside packages/core/src/messages; the checker is
// tried on small sources first, so its silence on the repository means something.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChineseLiterals, isExempt, leakedTexts, productSources } from './chineseText';

const root = join(import.meta.dirname, '../..');

describe('findChineseLiterals', () => {
  it('finds strings, templates, JSX text and attributes, regular expressions and CJK punctuation', () => {
    const source = `const a = '操作成功';
const b = \`共 \${n} 条\`;
const c = \`\${label}：\${value}\`;
const d = <Button aria-label="关闭">保存</Button>;
const e = name.replace(/市$/, '');
const f = items.join('、');
const g = \`\${x}（\${y}）\`;`;
    expect(findChineseLiterals('x.tsx', source)).toEqual([
      { line: 1, text: '操作成功' },
      { line: 2, text: '共' },
      { line: 2, text: '条' },
      { line: 3, text: '：' },
      { line: 4, text: '关闭' },
      { line: 4, text: '保存' },
      { line: 5, text: '/市$/' },
      { line: 6, text: '、' },
      { line: 7, text: '（' },
      { line: 7, text: '）' },
    ]);
  });

  it('ignores comments and texts without Chinese', () => {
    const source = `// 企业信息: the two parts of the page
/** 数据填报 list */
const a = 'Demo#2026';
const b = \`\${label}: \${value}\`;
const c = <p>{TEXT.title}</p>;`;
    expect(findChineseLiterals('x.tsx', source)).toEqual([]);
  });
});

describe('the exemptions', () => {
  it('cover messages/, tests and the listed demo seeds, and nothing else', () => {
    expect(isExempt('packages/core/src/messages/shell.ts')).toBe(true);
    expect(isExempt('apps/spa/src/widgets/Pager.test.tsx')).toBe(true);
    expect(isExempt('apps/server/src/seed/demoZqhd.ts')).toBe(true);
    expect(isExempt('apps/server/src/seed/reference.ts')).toBe(false);
    expect(isExempt('apps/server/src/seed/demoNew.ts')).toBe(false);
    expect(isExempt('packages/core/src/messagesExtra.ts')).toBe(false);
    expect(isExempt('apps/spa/src/testing.tsx')).toBe(false);
  });
});

describe('leakedTexts', () => {
  it('reports a Chinese text in product code with its file and line, and passes messages/ and tests', () => {
    const temporary = mkdtempSync(join(tmpdir(), 'cjk-'));
    try {
      const files: Record<string, string> = {
        'apps/server/src/http/envelopePlugin.ts': "const ok = 'x';\nconst msg = '操作成功';",
        'packages/core/src/messages/server.ts': "export const SERVER_TEXT = { ok: '操作成功' };",
        'apps/spa/src/widgets/Pager.test.tsx': "expect(text).toBe('第 1 页');",
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(temporary, file)), { recursive: true });
        writeFileSync(join(temporary, file), text);
      }
      const sources = productSources(temporary);
      expect(sources).toHaveLength(3);
      expect(leakedTexts(temporary, sources)).toEqual(['apps/server/src/http/envelopePlugin.ts:2 "操作成功"']);
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  });
});

describe('the product code of packages/ and apps/', () => {
  const sources = productSources(root);

  it('is read in full: core, server, SPA, embed SDK and extension sources', () => {
    for (const folder of [
      'packages/core/src/',
      'apps/server/src/',
      'apps/spa/src/',
      'apps/embed-sdk/src/',
      'apps/extension/src/',
    ]) {
      expect(sources.some((file) => file.startsWith(folder))).toBe(true);
    }
    expect(sources).toContain('apps/spa/src/widgets/form/FormRenderer.tsx');
  });

  it('writes no Chinese text outside core/messages', () => {
    const leaked = leakedTexts(root, sources);
    expect(leaked, `Chinese texts outside packages/core/src/messages:\n${leaked.join('\n')}`).toEqual([]);
  });
});
