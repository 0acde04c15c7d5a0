// The built chunks import each other without a cycle. ES modules evaluate a cycle's members in an
// order the bundler does not control: once, `import('./modules')` came out as a chunk that imported
// the feature modules' chunk, which imported it back and ran its `claimLists.map(...)` before the
// first chunk had defined claimLists — every page after login showed "Something went wrong".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist, ensureBuilt } from './harness';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Every cycle of static chunk imports, each as the files around it. */
function chunkCycles(manifest: Record<string, ManifestChunk>): string[][] {
  const graph = new Map(
    Object.values(manifest).map((c) => [c.file, (c.imports ?? []).map((k) => manifest[k]?.file ?? k)]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), file, next]);
      else if (!state.has(next)) visit(next, [...path, file]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

describe('chunk graph', () => {
  it('has no import cycle between chunks', () => {
    ensureBuilt();
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
    expect(chunkCycles(manifest).map((c) => c.join(' -> '))).toEqual([]);
  });
});
