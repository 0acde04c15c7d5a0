// HTTP hygiene (issue 17 item 5): every answer carries the security headers, and the built app's
// source maps are not served unless SERVE_SOURCE_MAPS turns them on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

/** A stand-in for dist/: an index page, a hashed asset with its map, and the service worker's map. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'uf-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>工会集中财务系统</title>');
  writeFileSync(join(root, 'assets/index-abc.js'), 'console.log(1)\n//# sourceMappingURL=index-abc.js.map');
  writeFileSync(join(root, 'assets/index-abc.js.map'), '{"sources":["src/secret.ts"]}');
  writeFileSync(join(root, 'sw.js'), 'self.x=1');
  writeFileSync(join(root, 'sw.js.map'), '{"sources":["sw/sw.ts"]}');
  return root;
}

let dist: string;
let server: TestServer;
let withMaps: TestServer;
beforeAll(async () => {
  dist = fakeBuild();
  server = await startServer({ demo: false, staticDir: dist });
  withMaps = await startServer({ demo: false, staticDir: dist, serveSourceMaps: true });
});
afterAll(async () => {
  await server?.close();
  await withMaps?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    '/',
    '/voucher/entry',
    '/assets/index-abc.js',
    '/api/health',
    '/api/no/such',
    '/api/auth/getInfo',
  ])('%s carries CSP, nosniff and Referrer-Policy', async (path) => {
    const answer = await fetch(`${server.url}${path}`);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The local print client (src/print/print-client.ts) listens on this socket.
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:22333");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('same-origin');
  });
});

describe('source maps', () => {
  it.each(['/sw.js.map', '/assets/index-abc.js.map'])('%s is a 404 by default', async (path) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('sources');
  });

  it('the files beside them are still served', async () => {
    expect((await fetch(`${server.url}/assets/index-abc.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/sw.js`)).status).toBe(200);
  });

  it('SERVE_SOURCE_MAPS=on serves them', async () => {
    const answer = await fetch(`${withMaps.url}/sw.js.map`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('sw/sw.ts');
  });
});
