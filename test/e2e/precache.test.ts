// The service worker as built: every JS chunk is in its precache manifest (a chunk left out is a
// screen that cannot open offline), and sw.js is a classic script (a registration without
// `type: 'module'` runs nothing if it holds top-level import/export).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dist } from './harness.ts';

let sw = '';
let chunks: string[] = [];

beforeAll(() => {
  sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  chunks = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
});

/** The urls of the precache manifest injected into sw.js (`{"revision":…,"url":"…"}` objects). */
function precachedUrls(source: string): Set<string> {
  const urls = new Set<string>();
  for (const match of source.matchAll(/"?\burl"?\s*:\s*"([^"]+)"/g))
    urls.add((match[1] ?? '').replace(/^\//, ''));
  return urls;
}

describe('precache', () => {
  it('lists every built JS chunk in the service worker manifest', () => {
    expect(chunks.length).toBeGreaterThan(10);
    const urls = precachedUrls(sw);
    const missing = chunks.filter((name) => !urls.has(`assets/${name}`));
    expect(missing).toEqual([]);
  });

  it('precaches index.html for navigations and the department screen chunk', () => {
    const urls = precachedUrls(sw);
    expect(urls.has('index.html')).toBe(true);
    expect(chunks.some((name) => name.startsWith('DepartmentScreen'))).toBe(true);
  });

  it('builds sw.js as a classic script', () => {
    expect(sw).not.toMatch(/^\s*(import|export)\b/m);
    expect(sw.length).toBeGreaterThan(1000);
  });
});
