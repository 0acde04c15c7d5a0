// 凭证打印设置 over HTTP: defaults before the first save, a save read back, the checks on every
// field (a refusal writes nothing), the version check, who may read and who may save, and one
// ledger set's setting never showing in another.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoucherPrintSetting } from '../../src/core/voucher/print-setting.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let zhuguan: TestClient;
let zids: Record<string, number>;

beforeAll(async () => {
  server = await startServer();
  zhuguan = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
  const list = (await zhuguan.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  await use(zhuguan, '001');
});
afterAll(() => server?.close());

async function use(client: TestClient, ztno: string) {
  const answer = await client.post('/api/zt/select', { zid: zids[ztno], year: 2026 });
  expect(answer.body.success, answer.body.message).toBe(true);
}

const read = (client = zhuguan) => client.get<VoucherPrintSetting>('/api/voucher/printSetting');
const save = (body: unknown, client = zhuguan) =>
  client.post<VoucherPrintSetting>('/api/voucher/printSetting/save', body);

const full = {
  supervisorName: '  王主管 ',
  cashierName: '李出纳',
  printPreparer: true,
  printAuditor: false,
  printBookkeeper: true,
  unitName: '',
  paper: 'A4',
  linesHalfA4: 5,
  linesA4: 16,
};

/** The table's rows and the idempotency records: equal before and after means nothing was written. */
async function written(): Promise<string> {
  const { rows } = await sql<{ s: string | null }>`
    select (select string_agg(ledger_set_id || ':' || version || ':' || supervisor_name, ',')
              from voucher_print_setting)
        || '|' || (select count(*) from idempotency) as s`.execute(server.handle.db);
  return rows[0]?.s ?? '';
}

describe('凭证打印设置', () => {
  it('answers the defaults and the ledger set’s name before the first save', async () => {
    const answer = await read();
    expect(answer.body.success, answer.body.message).toBe(true);
    const ledger = await server.handle.db
      .selectFrom('ledger_set')
      .select('name')
      .where('id', '=', zids['001'] as number)
      .executeTakeFirstOrThrow();
    expect(answer.body.data).toEqual({
      supervisorName: '',
      cashierName: '',
      printPreparer: true,
      printAuditor: true,
      printBookkeeper: true,
      unitName: '',
      paper: 'halfA4',
      linesHalfA4: 6,
      linesA4: 14,
      defaultUnitName: ledger.name,
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('saves trimmed names and reads them back; the same key again writes nothing more', async () => {
    const key = 'print-setting-first-save';
    const answer = await save({ ...full, version: 0 });
    expect(answer.body).toMatchObject({ success: true, message: '凭证打印设置已保存' });
    expect(answer.body.data).toMatchObject({
      supervisorName: '王主管',
      cashierName: '李出纳',
      printAuditor: false,
      paper: 'A4',
      linesHalfA4: 5,
      linesA4: 16,
      version: 1,
      updatedBy: expect.any(String),
    });
    expect((await read()).body.data).toEqual(answer.body.data);

    const first = await zhuguan.post(
      '/api/voucher/printSetting/save',
      { ...full, cashierName: '赵出纳', version: 1 },
      {
        idempotencyKey: key,
      },
    );
    expect(first.body.data).toMatchObject({ cashierName: '赵出纳', version: 2 });
    const before = await written();
    const twin = await zhuguan.post(
      '/api/voucher/printSetting/save',
      { ...full, cashierName: '赵出纳', version: 1 },
      {
        idempotencyKey: key,
      },
    );
    expect(twin.body).toEqual(first.body);
    expect(await written()).toBe(before);
  });

  it('refuses a stale version and bad fields with the field named, writing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...full, version: 1 }, '凭证打印设置已被他人修改，请刷新后重试'],
      [{ ...full, version: 0 }, '凭证打印设置已被他人修改，请刷新后重试'],
      [{ ...full, supervisorName: '主'.repeat(21) }, '财务主管长度不能超过 20 个字符'],
      [{ ...full, cashierName: 12 }, '出纳应为文本'],
      [{ ...full, unitName: '单'.repeat(61) }, '核算单位名称长度不能超过 60 个字符'],
      [{ ...full, paper: 'B5' }, '默认纸张的取值无效'],
      [{ ...full, linesHalfA4: 9 }, '半张A4每张分录行数应为 4 到 8 之间的整数'],
      [{ ...full, linesA4: 7 }, 'A4每张分录行数应为 8 到 20 之间的整数'],
      [{ ...full, printPreparer: 'yes' }, '打印制单人应为是或否'],
      [{ ...full, printAuditor: undefined }, '打印审核人不能为空'],
      [{ ...full, extra: 1 }, '不支持的字段：extra'],
    ];
    for (const [body, message] of cases) {
      const before = await written();
      const answer = await save(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
      expect(await written()).toBe(before);
    }
  });

  it('saves empty names (blank signature lines) and no version (last save wins)', async () => {
    const answer = await save({ ...full, supervisorName: '   ', cashierName: null, unitName: ' 示范工会 ' });
    expect(answer.body.data).toMatchObject({ supervisorName: '', cashierName: '', unitName: '示范工会' });
  });

  it('lets voucher users read it, refuses a save without settings.voucherPrint and a read without any voucher key', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    await use(zhidan, '001');
    expect((await read(zhidan)).body.data).toMatchObject({ unitName: '示范工会' });
    const before = await written();
    const refused = await save({ ...full }, zhidan);
    expect(refused.body).toMatchObject({ success: false, errorCode: 4012 });
    expect(await written()).toBe(before);

    const chuna = await TestClient.login(server, 'chuna', DEMO_PASSWORD);
    await use(chuna, '001');
    expect((await read(chuna)).body).toMatchObject({ success: false, errorCode: 4012 });
  });

  it('keeps each ledger set’s setting to itself', async () => {
    await use(zhuguan, '002');
    const other = await read();
    expect(other.body.data).toMatchObject({ supervisorName: '', cashierName: '', version: 0 });
    expect(other.body.data.defaultUnitName).not.toBe('');
    const saved = await save({ ...full, supervisorName: '二号主管', version: 0 });
    expect(saved.body.data).toMatchObject({ supervisorName: '二号主管', version: 1 });
    await use(zhuguan, '001');
    expect((await read()).body.data).toMatchObject({ unitName: '示范工会', paper: 'A4', version: 3 });
  });
});
