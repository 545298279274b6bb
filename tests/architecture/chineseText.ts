// Every Chinese text of the product lives once in packages/core/src/messages (README "How it is
// built"). This finds the Chinese string literals, template literals, regular expressions and JSX
// texts written anywhere else in product code, read with the TypeScript parser so that comments,
// which may well be Chinese, are not texts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { listSources } from './importGraph';

/** CJK ideographs (with extension A and compatibility ideographs), CJK punctuation and full-width forms. */
export const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

export interface ChineseLiteral {
  line: number;
  text: string;
}

/** The Chinese texts written in one source file (comments excluded). */
export function findChineseLiterals(path: string, text: string): ChineseLiteral[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: ChineseLiteral[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | undefined;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      literal = node.text;
    } else if (ts.isRegularExpressionLiteral(node)) {
      literal = node.text;
    }
    if (literal !== undefined && CJK.test(literal)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ line, text: literal.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Where Chinese may be written outside messages/, each with the reason. Kept short: a new file with
 * Chinese in it belongs to no entry here until someone argues for it.
 */
export const EXEMPTIONS: ReadonlyArray<{ matches: (path: string) => boolean; why: string }> = [
  {
    matches: (path) => path.startsWith('packages/core/src/messages/'),
    why: 'the home of every Chinese text of the platform',
  },
  {
    matches: (path) => /\.test\.tsx?$/.test(path),
    why: 'tests spell out the exact texts SPEC fixes and the sample data they type, so a changed text fails them',
  },
  {
    matches: (path) =>
      [
        'apps/server/src/seed/demo.ts',
        'apps/server/src/seed/demoFilings.ts',
        'apps/server/src/seed/demoForms.ts',
        'apps/server/src/seed/demoRecords.ts',
        'apps/server/src/seed/demoZqhd.ts',
      ].includes(path),
    why: 'demo content (DEMO_SEED=on only): invented enterprises, people, notices, news and filled forms, fixture data rather than texts of the platform',
  },
];

export function isExempt(path: string): boolean {
  return EXEMPTIONS.some((exemption) => exemption.matches(path));
}

/** The product sources: every .ts/.tsx under packages/<name>/src and apps/<name>/src. */
export function productSources(root: string): string[] {
  const folders = ['packages', 'apps'].flatMap((parent) =>
    existsSync(join(root, parent)) ? readdirSync(join(root, parent)).map((name) => `${parent}/${name}/src`) : [],
  );
  return listSources(root, folders);
}

/** Every Chinese text outside messages/ and the exemptions, as `file:line text`. */
export function leakedTexts(root: string, files: string[]): string[] {
  return files
    .filter((file) => !isExempt(file))
    .flatMap((file) =>
      findChineseLiterals(file, readFileSync(join(root, file), 'utf8')).map(
        (literal) => `${file}:${literal.line} ${JSON.stringify(literal.text)}`,
      ),
    );
}
