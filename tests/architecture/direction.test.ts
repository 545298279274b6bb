// The repository's imports keep the direction of DESIGN.md: no cycles (lazy pages included), a
// framework-free core that depends on no app, page groups independent of each other, a server
// that imports no client code, widgets that import no page.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directionViolations, findCycles, repositoryGraph } from './importGraph';

const root = join(import.meta.dirname, '../..');
const edges = repositoryGraph(root, ['packages', 'apps']);

describe('the import graph of packages/ and apps/', () => {
  it('is read from the real sources, lazy page imports included', () => {
    const registry = edges.filter((edge) => edge.from === 'apps/spa/src/router/registry.ts' && edge.kind === 'dynamic');
    expect(registry.length).toBeGreaterThan(10);
    expect(registry.every((edge) => edge.to?.startsWith('apps/spa/src/pages/'))).toBe(true);
    expect(
      edges.some((edge) => edge.from.startsWith('apps/server/') && edge.to?.startsWith('packages/core/src/')),
    ).toBe(true);
  });

  it('has no import cycle', () => {
    const cycles = findCycles(edges).map(
      (cycle) => `${cycle.path.join('\n    → ')}\n  (${cycle.members.length} files in this cycle)`,
    );
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('keeps the direction of dependencies', () => {
    const violations = directionViolations(edges);
    expect(violations, `imports against the direction:\n${violations.join('\n')}`).toEqual([]);
  });
});
