// The import graph of the workspaces and the rules of direction it must keep (DESIGN.md: apps
// depend on core, core on no app; pages are independent units, shared parts live in widgets/).
// Imports are read with the TypeScript parser, so comments and strings that merely look like
// imports are not edges, and dynamic `import()` (lazy pages) is.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

export type ImportKind = 'static' | 'type' | 'reexport' | 'dynamic';

export interface ParsedImport {
  specifier: string;
  kind: ImportKind;
  line: number;
}

export interface ImportEdge extends ParsedImport {
  from: string;
  /** Repository-relative file (or workspace folder ending in `/`) the specifier names; null for a package outside the repository. */
  to: string | null;
}

/** A workspace package: its folder and, when it has one, its `exports` map. */
export interface Workspace {
  dir: string;
  exports?: Record<string, string>;
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'coverage']);

/** Every import of one file: static, type-only, `export … from` and `import()` calls. */
export function parseImports(path: string, text: string): ParsedImport[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: ParsedImport[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, importKind: ImportKind) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ specifier: specifier.text, kind: importKind, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'static');
    } else if (ts.isExportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.isTypeOnly ? 'type' : 'reexport');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], 'dynamic');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal as ts.Expression, 'type');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The .ts/.tsx files under the given folders, as repository-relative POSIX paths. */
export function listSources(root: string, folders: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (SKIPPED_DIRS.has(entry)) continue;
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) files.push(relative(root, full).split(sep).join('/'));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return files.sort();
}

/** The repository's workspaces by package name, read from the root package.json. */
export function readWorkspaces(root: string): Record<string, Workspace> {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const workspaces: Record<string, Workspace> = {};
  for (const dir of rootPackage.workspaces) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    workspaces[manifest.name] = manifest.exports ? { dir, exports: manifest.exports } : { dir };
  }
  return workspaces;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(candidate: string, files: ReadonlySet<string>): string | null {
  const base = candidate.replace(/\.(js|jsx|mjs)$/, '');
  for (const ending of EXTENSIONS) {
    if (files.has(base + ending)) return base + ending;
  }
  // A file that is not TypeScript (JSON, CSS, an HTML entry): the import still points into the repository.
  return files.has(candidate) || /\.(json|css|html|svg|png)(\?.*)?$/.test(candidate) ? candidate : null;
}

function resolveWorkspace(specifier: string, workspaces: Record<string, Workspace>, files: ReadonlySet<string>) {
  for (const [name, workspace] of Object.entries(workspaces)) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const subpath = `.${specifier.slice(name.length)}`;
    const exports = workspace.exports ?? {};
    for (const [pattern, target] of Object.entries(exports)) {
      const star = pattern.indexOf('*');
      if (star < 0 && pattern === subpath) return resolveFile(posix.join(workspace.dir, target), files);
      if (star >= 0 && subpath.startsWith(pattern.slice(0, star)) && subpath.endsWith(pattern.slice(star + 1))) {
        const matched = subpath.slice(star, subpath.length - (pattern.length - star - 1));
        return resolveFile(posix.join(workspace.dir, target.replace('*', matched)), files);
      }
    }
    // No exports entry names it (or the package has none): the edge still points into that workspace.
    return `${workspace.dir}/`;
  }
  return null;
}

/** Resolves every import of the given files; relative specifiers and workspace packages point into the repository. */
export function buildGraph(sources: Map<string, string>, workspaces: Record<string, Workspace>): ImportEdge[] {
  const files = new Set(sources.keys());
  const edges: ImportEdge[] = [];
  for (const [from, text] of sources) {
    for (const parsed of parseImports(from, text)) {
      let to: string | null;
      if (parsed.specifier.startsWith('.')) {
        to = resolveFile(posix.normalize(posix.join(posix.dirname(from), parsed.specifier)), files);
        // An unresolved relative import is still local: keep where it points so the rules see it.
        to ??= posix.normalize(posix.join(posix.dirname(from), parsed.specifier));
      } else {
        to = resolveWorkspace(parsed.specifier, workspaces, files);
      }
      edges.push({ ...parsed, from, to });
    }
  }
  return edges;
}

export interface Cycle {
  /** A shortest cycle through the group, in import order, its first file repeated at the end. */
  path: string[];
  /** Every file of the group: each reaches every other through imports. */
  members: string[];
}

/** The import cycles: one per strongly connected group of files. */
export function findCycles(edges: ImportEdge[]): Cycle[] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!edge.to) continue;
    const targets = next.get(edge.from) ?? new Set<string>();
    targets.add(edge.to);
    next.set(edge.from, targets);
  }
  // Tarjan's strongly connected components, iteratively so deep graphs cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; targets: Iterator<string> }> = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: (next.get(node) ?? new Set<string>()).values() });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; targets: Iterator<string> };
      const step = frame.targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfLoop = next.get(frame.node)?.has(frame.node) ?? false;
        if (group.length > 1 || selfLoop) groups.push(group);
      }
    }
  }
  return groups
    .map((group) => ({ path: shortestCycle(group, next), members: [...group].sort() }))
    .sort((a, b) => a.members[0]!.localeCompare(b.members[0]!));
}

function shortestCycle(group: string[], next: Map<string, Set<string>>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of next.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const UI_PACKAGES = /^(react|react-dom|valtio|wouter)(\/|$)|^@fluentui\//;
const SPA_PAGES = 'apps/spa/src/pages/';
const SPA_WIDGETS = 'apps/spa/src/widgets/';
const CLIENT_APPS = ['apps/spa/', 'apps/embed-sdk/', 'apps/extension/'];

/** The page group a file belongs to: the first folder under pages/ (a file directly in pages/ is its own group). */
export function pageGroup(path: string): string | null {
  if (!path.startsWith(SPA_PAGES)) return null;
  const rest = path.slice(SPA_PAGES.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? rest : rest.slice(0, slash);
}

/** Every import that breaks a rule of direction, as a readable line naming the file, line and rule. */
export function directionViolations(edges: ImportEdge[]): string[] {
  const found: string[] = [];
  const report = (edge: ImportEdge, rule: string) =>
    found.push(`${edge.from}:${edge.line} imports '${edge.specifier}': ${rule}`);
  for (const edge of edges) {
    const target = edge.to;
    if (edge.from.startsWith('packages/core/')) {
      if (UI_PACKAGES.test(edge.specifier))
        report(edge, 'core is framework-free (no React, DOM renderer, valtio, wouter or Fluent)');
      else if (target?.startsWith('apps/')) report(edge, 'core depends on no app');
    }
    if (edge.from.startsWith('apps/server/') && target && CLIENT_APPS.some((app) => target.startsWith(app))) {
      report(edge, 'the server imports no client code (spa, embed-sdk, extension)');
    }
    const group = pageGroup(edge.from);
    const targetGroup = target ? pageGroup(target) : null;
    if (group && targetGroup && group !== targetGroup) {
      report(edge, `page group '${group}' imports page group '${targetGroup}': move the shared part to widgets/`);
    }
    if (edge.from.startsWith(SPA_WIDGETS) && target?.startsWith(SPA_PAGES)) {
      report(edge, 'widgets/ are shared by pages and import none of them');
    }
  }
  return found;
}

/** Reads the given folders of a repository and returns its import graph. */
export function repositoryGraph(root: string, folders: string[]): ImportEdge[] {
  const sources = new Map<string, string>();
  for (const file of listSources(root, folders)) sources.set(file, readFileSync(join(root, file), 'utf8'));
  return buildGraph(sources, readWorkspaces(root));
}
