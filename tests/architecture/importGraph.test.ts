// The checker itself, on small in-memory repositories: each rule fires on a violation and stays
// quiet on the allowed neighbour of it, so a passing direction test means something.
import { describe, expect, it } from 'vitest';
import { buildGraph, directionViolations, findCycles, pageGroup, parseImports, type Workspace } from './importGraph';

const WORKSPACES: Record<string, Workspace> = {
  '@ent/core': {
    dir: 'packages/core',
    exports: { './forms': './src/forms/index.ts', './forms/fixtures/*': './src/forms/fixtures/*' },
  },
  '@ent/spa': { dir: 'apps/spa' },
};

const graph = (files: Record<string, string>) => buildGraph(new Map(Object.entries(files)), WORKSPACES);
const violations = (files: Record<string, string>) => directionViolations(graph(files));

describe('parseImports', () => {
  it('finds static, type-only, re-exported and dynamic imports, with their lines', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export * from './d';",
      "const Page = lazy(() => import('./e'));",
      "import './f.css';",
      'type G = import("./g").G;',
    ].join('\n');
    expect(parseImports('x.tsx', text)).toEqual([
      { specifier: './a', kind: 'static', line: 1 },
      { specifier: './b', kind: 'type', line: 2 },
      { specifier: './c', kind: 'reexport', line: 3 },
      { specifier: './d', kind: 'reexport', line: 4 },
      { specifier: './e', kind: 'dynamic', line: 5 },
      { specifier: './f.css', kind: 'static', line: 6 },
      { specifier: './g', kind: 'type', line: 7 },
    ]);
  });

  it('ignores comments and strings that only look like imports', () => {
    const text = [
      "// import { a } from './a';",
      "/* import('./b') */",
      'const text = "import { c } from \'./c\'";',
      "const template = `export * from './d'`;",
    ].join('\n');
    expect(parseImports('x.ts', text)).toEqual([]);
  });
});

describe('resolving specifiers', () => {
  it('resolves relative files, index files and workspace exports, and leaves other packages out', () => {
    const edges = graph({
      'apps/spa/src/main.tsx': [
        "import { a } from './a';",
        "import { b } from './b';",
        "import { forms } from '@ent/core/forms';",
        "import data from '@ent/core/forms/fixtures/x.form.json';",
        "import { useState } from 'react';",
      ].join('\n'),
      'apps/spa/src/a.tsx': '',
      'apps/spa/src/b/index.ts': '',
      'packages/core/src/forms/index.ts': '',
    });
    expect(edges.map((edge) => [edge.specifier, edge.to])).toEqual([
      ['./a', 'apps/spa/src/a.tsx'],
      ['./b', 'apps/spa/src/b/index.ts'],
      ['@ent/core/forms', 'packages/core/src/forms/index.ts'],
      ['@ent/core/forms/fixtures/x.form.json', 'packages/core/src/forms/fixtures/x.form.json'],
      ['react', null],
    ]);
  });
});

describe('findCycles', () => {
  it('finds a cycle of static imports and names its files in order', () => {
    const cycles = findCycles(
      graph({
        'apps/spa/src/a.ts': "import { b } from './b';",
        'apps/spa/src/b.ts': "import { c } from './c';",
        'apps/spa/src/c.ts': "import { a } from './a';",
        'apps/spa/src/d.ts': "import { a } from './a';",
      }),
    );
    expect(cycles).toEqual([
      {
        path: ['apps/spa/src/a.ts', 'apps/spa/src/b.ts', 'apps/spa/src/c.ts', 'apps/spa/src/a.ts'],
        members: ['apps/spa/src/a.ts', 'apps/spa/src/b.ts', 'apps/spa/src/c.ts'],
      },
    ]);
  });

  it('finds the cycle a lazy page closes back to the shell', () => {
    const cycles = findCycles(
      graph({
        'apps/spa/src/layout/AppMain.tsx': "import { PageHost } from '../router/PageHost';",
        'apps/spa/src/router/PageHost.tsx': "import { resolvePage } from './registry';",
        'apps/spa/src/router/registry.ts': "export const pages = { news: () => import('../pages/news/NewsPage') };",
        'apps/spa/src/pages/news/NewsPage.tsx': "import { usePageFrame } from '../../layout/AppMain';",
      }),
    );
    expect(cycles.map((cycle) => cycle.members.length)).toEqual([4]);
    expect(cycles[0]?.path[0]).toBe('apps/spa/src/layout/AppMain.tsx');
  });

  it('finds a file importing itself, and nothing in a graph without cycles', () => {
    expect(findCycles(graph({ 'packages/core/src/a.ts': "export * from './a';" }))).toHaveLength(1);
    expect(
      findCycles(
        graph({
          'apps/spa/src/a.ts': "import { b } from './b'; import { c } from './c';",
          'apps/spa/src/b.ts': "import { c } from './c';",
          'apps/spa/src/c.ts': '',
        }),
      ),
    ).toEqual([]);
  });
});

describe('directionViolations', () => {
  it('refuses React, react-dom, valtio, wouter and Fluent in core, and allows them in the SPA', () => {
    const found = violations({
      'packages/core/src/a.ts': [
        "import { useState } from 'react';",
        "import { jsx } from 'react/jsx-runtime';",
        "import { createRoot } from 'react-dom/client';",
        "import { proxy } from 'valtio';",
        "import { useLocation } from 'wouter';",
        "import type { Theme } from '@fluentui/react-components';",
        "import { z } from 'zod';",
      ].join('\n'),
      'apps/spa/src/a.tsx': "import { useState } from 'react';\nimport { proxy } from 'valtio';",
    });
    expect(found).toHaveLength(6);
    expect(found.every((line) => line.startsWith('packages/core/src/a.ts:'))).toBe(true);
    expect(found[0]).toContain("'react'");
  });

  it('refuses core importing any app, relatively or by package name', () => {
    expect(
      violations({
        'packages/core/src/a.ts': "import { x } from '../../../apps/server/src/x';",
        'packages/core/src/b.ts': "import { y } from '@ent/spa';",
        'apps/server/src/x.ts': '',
      }),
    ).toEqual([
      "packages/core/src/a.ts:1 imports '../../../apps/server/src/x': core depends on no app",
      "packages/core/src/b.ts:1 imports '@ent/spa': core depends on no app",
    ]);
  });

  it('refuses one page group importing another, and lets the sub-folders of one group share', () => {
    const found = violations({
      'apps/spa/src/pages/configlist/ConfigListPage.tsx': "import { FillView } from '../datareporting/FillView';",
      'apps/spa/src/pages/datareporting/FillView.tsx': '',
      'apps/spa/src/pages/dataAdministration/energyBody/Edit.tsx': "import { C } from '../CoordinateFields';",
      'apps/spa/src/pages/dataAdministration/informationFilling/Edit.tsx':
        "import { E } from '../energyBody/Edit';\nimport { W } from '../../../widgets/W';",
      'apps/spa/src/pages/dataAdministration/CoordinateFields.tsx': '',
      'apps/spa/src/widgets/W.tsx': '',
    });
    expect(found).toEqual([
      "apps/spa/src/pages/configlist/ConfigListPage.tsx:1 imports '../datareporting/FillView': page group 'configlist' imports page group 'datareporting': move the shared part to widgets/",
    ]);
    expect(pageGroup('apps/spa/src/pages/user/edit/EnterpriseInfoPage.tsx')).toBe('user');
    expect(pageGroup('apps/spa/src/widgets/W.tsx')).toBeNull();
  });

  it('refuses the server importing the SPA, the embed SDK or the extension', () => {
    const found = violations({
      'apps/server/src/a.ts': [
        "import { x } from '../../spa/src/x';",
        "import { y } from '../../embed-sdk/src/index';",
        "import { z } from '../../extension/src/token';",
        "import { ok } from '@ent/core/forms';",
      ].join('\n'),
      'apps/server/test/b.test.ts': "import { App } from '@ent/spa';",
      'apps/spa/src/x.ts': '',
      'apps/embed-sdk/src/index.ts': '',
      'apps/extension/src/token.ts': '',
      'packages/core/src/forms/index.ts': '',
    });
    expect(found.map((line) => line.split(' imports ')[0])).toEqual([
      'apps/server/src/a.ts:1',
      'apps/server/src/a.ts:2',
      'apps/server/src/a.ts:3',
      'apps/server/test/b.test.ts:1',
    ]);
  });

  it('refuses widgets importing pages, and lets pages import widgets', () => {
    expect(
      violations({
        'apps/spa/src/widgets/list/useList.ts': "import { X } from '../../pages/desk/X';",
        'apps/spa/src/pages/desk/X.tsx': "import { useList } from '../../widgets/list/useList';",
      }),
    ).toEqual([
      "apps/spa/src/widgets/list/useList.ts:1 imports '../../pages/desk/X': widgets/ are shared by pages and import none of them",
    ]);
  });
});
