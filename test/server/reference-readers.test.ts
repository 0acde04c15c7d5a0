// The client asks for the voucher module's reference data only when its user may read it
// (src/core/permissions/readers.ts); here, for every seeded duty, the server answers those reads
// exactly when the lists say it will, so a normal session makes no refused call (issue 17 item 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  printSettingReaders,
  summaryReaders,
  templateReaders,
  voucherReaders,
} from '../../src/core/permissions/readers.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

const reads = [
  { path: '/api/voucher/types', readers: voucherReaders },
  { path: '/api/voucher/summaries', readers: summaryReaders },
  { path: '/api/voucher/templates', readers: templateReaders },
  { path: '/api/voucher/printSetting', readers: printSettingReaders },
];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe('reference reads follow the readers lists', () => {
  for (const user of ['zhuguan', 'zhidan', 'shenhe', 'jizhang', 'chuna']) {
    it(`${user}: answered exactly when a permission of the list is held`, async () => {
      const client = await TestClient.login(server, user, DEMO_PASSWORD);
      const zts = (await client.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
      const zid = zts.find((z) => z.ztno === '001')?.zid;
      expect(zid).toBeDefined();
      const chosen = await client.post('/api/zt/select', { zid, year: 2022 });
      expect(chosen.body.success, chosen.body.message).toBe(true);
      const info = await client.get<{ permissions: string[] }>('/api/auth/getInfo');
      const held = info.body.data.permissions;
      for (const read of reads) {
        const expected = read.readers.some((p) => held.includes(p));
        const answer = await client.get(read.path);
        expect({ path: read.path, success: answer.body.success }).toEqual({
          path: read.path,
          success: expected,
        });
      }
    });
  }
});
