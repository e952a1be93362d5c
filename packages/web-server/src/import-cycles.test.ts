// The host's modules import one another without a loop: a loop makes the order in which modules start
// matter (a value read before its module has run is undefined) and every file of it hard to read alone.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.dirname(fileURLToPath(import.meta.url));
const RELATIVE_IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The first import loop among the files, as the files along it, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe("the host's imports", () => {
  it('form no loop', () => {
    const graph = new Map(
      modules(SOURCE).map((file) => [
        file,
        [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((match) =>
          path.resolve(path.dirname(file), match[1]!),
        ),
      ]),
    );
    expect(graph.size).toBeGreaterThan(30);
    const cycle = findCycle(graph);
    expect(cycle?.map((file) => path.relative(SOURCE, file)) ?? null).toBeNull();
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });
});
