// Contracts once (issue 16 item 1): every API route the server registers serves a contract of
// src/core/contracts, and every contract there has its route, with the same method and path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '../../src/core/contracts/contract.ts';
import { allContracts } from '../../src/core/contracts/index.ts';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/** The API calls: /api/..., and the few the spec puts at the root (spec 000 §7.1). */
const isApi = (url: string) =>
  url.startsWith('/api/') || (!url.includes('*') && url !== '/' && !url.startsWith('/assets'));

const key = (method: string, path: string) => `${method} ${path}`;

function contractsListed(): Contract[] {
  return Object.values(allContracts).flatMap((group) => Object.values(group) as Contract[]);
}

describe('routes and contracts', () => {
  it('every API route serves a contract', () => {
    const bare = server.app.routeList
      .filter((r) => isApi(r.url) && r.contract === undefined)
      .map((r) => key(r.method, r.url));
    expect(bare).toEqual([]);
  });

  it('every contract of src/core/contracts has its route, and is listed there', () => {
    const served = new Map(
      server.app.routeList.filter((r) => r.contract).map((r) => [key(r.method, r.url), r.contract]),
    );
    const listed = contractsListed();
    const missing = listed
      .filter((c) => !served.has(key(c.method, c.path)))
      .map((c) => key(c.method, c.path));
    expect(missing).toEqual([]);
    // A route serving a contract left out of the index would escape the check above.
    const unlisted = [...served.values()]
      .filter((c) => c && !listed.includes(c))
      .map((c) => key(c?.method ?? '', c?.path ?? ''));
    expect(unlisted).toEqual([]);
  });

  it('no two contracts claim the same method and path', () => {
    const keys = contractsListed().map((c) => key(c.method, c.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
