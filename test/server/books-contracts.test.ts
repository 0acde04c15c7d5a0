// The books group's routes serve their contracts: every contract of the books, statements, task
// panel, financial check and voucher print setting has its route, and every route under their paths
// declares the contract it serves (until the lead's pairing test covers the whole API).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyContract } from '../../src/core/contracts/contract.ts';
import { financialStatusContracts } from '../../src/core/contracts/financial-status.ts';
import { ledgerContracts } from '../../src/core/contracts/ledger.ts';
import { taskPanelContracts } from '../../src/core/contracts/task-panel.ts';
import { voucherPrintContracts } from '../../src/core/contracts/voucher-print.ts';
import { startServer, type TestServer } from './harness.ts';

const contracts: AnyContract[] = [
  ...Object.values(ledgerContracts),
  ...Object.values(taskPanelContracts),
  ...Object.values(financialStatusContracts),
  ...Object.values(voucherPrintContracts),
];

const ours = (url: string) =>
  /^\/api\/(ledger|report|taskPanel)\//.test(url) ||
  url.startsWith('/api/voucher/printSetting') ||
  url === '/checkFinancial';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('books contracts', () => {
  it('serves each contract at its method and path', () => {
    for (const contract of contracts) {
      const route = server.app.routeList.find((r) => r.method === contract.method && r.url === contract.path);
      expect(route?.contract, `${contract.method} ${contract.path}`).toBe(contract);
    }
  });

  it('declares a contract on every route of the group', () => {
    const bare = server.app.routeList.filter((r) => ours(r.url) && !r.contract);
    expect(bare.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(server.app.routeList.filter((r) => ours(r.url))).toHaveLength(contracts.length);
  });
});
