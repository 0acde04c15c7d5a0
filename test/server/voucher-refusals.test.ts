// Every refusal of POST /api/voucher/save over HTTP with its exact message, each proven to write
// nothing; and the restrictions of 收, 付 and 转 vouchers.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { VoucherView } from '../../src/core/voucher/types.ts';
import { startServer, type TestServer } from './harness.ts';
import {
  batch,
  body,
  type Line,
  loginAll,
  refusedWith,
  saveOk,
  simple,
  type Users,
} from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server);
});
afterAll(() => server?.close());

const save = (b: unknown, client = u.zhidan) => client.post<VoucherView>('/api/voucher/save', b);
const refuse = (b: unknown, message: string | RegExp, code?: number) =>
  refusedWith(server, () => save(b), message, code);

const withPerson: Line = {
  summary: '预借差旅费',
  code: '135',
  debit: '20.50',
  auxis: [{ typeNo: '02', infoNo: 'P001' }],
  departmentCode: '01',
};

describe('save refusals (each writes nothing)', () => {
  it('refuses lines that break the entry rules, naming the line', async () => {
    await refuse(body('2026-01-12', [...simple(), { code: '', debit: '1' }]), '第3行：科目不能为空');
    await refuse(body('2026-01-12', [{ code: '102', debit: '1' }, ...simple()]), '第1行：请选择末级科目');
    await refuse(body('2026-01-12', [{ code: '999', debit: '1' }, ...simple()]), '第1行：科目 999 不存在');
    await refuse(
      body('2026-01-12', [
        { ...withPerson, auxis: [] },
        { code: '10201', credit: '20.50' },
      ]),
      '第1行：请选择辅助核算项目（人员）',
    );
    await refuse(
      body('2026-01-12', [
        { code: '10201', credit: '20.50' },
        { ...withPerson, departmentCode: null },
      ]),
      '第2行：请选择部门',
    );
    await refuse(
      body('2026-01-12', [
        { ...withPerson, auxis: [{ typeNo: '02', infoNo: 'P999' }] },
        { code: '10201', credit: '20.50' },
      ]),
      '第1行：辅助核算项目 P999 不存在（人员）',
    );
    await refuse(
      body('2026-01-12', [
        { ...withPerson, departmentCode: '99' },
        { code: '10201', credit: '20.50' },
      ]),
      '第1行：部门 99 不存在',
    );
    await refuse(
      body('2026-01-12', [
        { code: '101', debit: '5', departmentCode: '01' },
        { code: '10201', credit: '5' },
      ]),
      '第1行：科目 101 未设置部门核算',
    );
    await refuse(
      body('2026-01-12', [
        { code: '101', debit: '5', auxis: [{ typeNo: '02', infoNo: 'P001' }] },
        ...simple(),
      ]),
      '第1行：科目 101 未设置辅助核算类型 02',
    );
    await refuse(
      body('2026-01-12', [...simple(), { code: '50502', debit: '12', credit: '12' }]),
      '第3行：借方和贷方不能同时有金额',
    );
    await refuse(body('2026-01-12', [...simple(), { code: '50502', debit: '0.00' }]), '第3行：金额不能为零');
    await refuse(
      body('2026-01-12', [...simple(), { code: '50502', debit: '1.234' }]),
      '第3行：借方金额格式不正确',
    );
    await refuse(
      body('2026-01-12', [
        { code: '50502', debit: '1000000000000000' },
        { code: '10201', credit: '1000000000000000' },
      ]),
      '第1行：金额超出最大处理数字',
    );
    await refuse(body('2026-01-12', [simple()[0] as Line]), '凭证至少需要 2 行分录');
  });

  it('refuses a disabled subject', async () => {
    await sql`update subject set enabled = false where ledger_set_id = ${u.zids['001']} and code = '50504'`.execute(
      server.handle.db,
    );
    try {
      await refuse(
        body('2026-01-12', [
          { code: '10201', credit: '3' },
          { code: '50504', debit: '3' },
        ]),
        '第2行：科目 50504 已停用',
      );
    } finally {
      await sql`update subject set enabled = true where ledger_set_id = ${u.zids['001']} and code = '50504'`.execute(
        server.handle.db,
      );
    }
  });

  it('refuses an unbalanced voucher with the difference', async () => {
    await refuse(
      body('2026-01-12', [
        { code: '50502', debit: '112.00' },
        { code: '10201', credit: '100.00' },
      ]),
      '借贷不平衡，差额 12.00',
    );
  });

  it('refuses dates before 2022-01-01, malformed dates and dates before the ledger set starts', async () => {
    await refuse(body('2021-12-31', simple()), '凭证日期不能早于 2022-01-01');
    await refuse(body('2026-02-30', simple()), '凭证日期格式不正确，应为 YYYY-MM-DD');
    const created = await u.admin.post<{ zid: number }>('/api/zt/save', {
      name: '晚启用工会',
      kind: 'county',
      startYear: 2025,
    });
    const zid = created.body.data.zid;
    await u.admin.post('/api/zt/select', { zid, year: 2025 });
    try {
      await refusedWith(
        server,
        () => save(body('2025-06-01', simple()), u.admin),
        '期初余额未确认，不能录入凭证',
      );
      await sql`update ledger_set set init_confirmed_at = now() where id = ${zid}`.execute(server.handle.db);
      await refusedWith(
        server,
        () => save(body('2024-06-01', simple()), u.admin),
        '凭证日期不能早于账套启用年度 2025 年',
      );
    } finally {
      await u.admin.post('/api/zt/select', { zid: u.zids['001'], year: 2026 });
    }
  });

  it('refuses vouchers while the opening balances are not confirmed', async () => {
    await u.admin.post('/api/zt/select', { zid: u.zids['003'], year: 2026 });
    try {
      await refusedWith(
        server,
        () => save(body('2026-01-12', simple()), u.admin),
        '期初余额未确认，不能录入凭证',
      );
    } finally {
      await u.admin.post('/api/zt/select', { zid: u.zids['001'], year: 2026 });
    }
  });

  it('refuses a stale version (4016), a missing version and an unknown voucher type', async () => {
    const view = await saveOk(u.zhidan, body('2026-01-13', simple()));
    await saveOk(u.zhidan, { ...body('2026-01-13', simple('1.00')), id: view.id, version: 1 });
    const stale = await refuse(
      { ...body('2026-01-13', simple('2.00')), id: view.id, version: 1 },
      '凭证已被他人修改，请刷新后重试',
      ErrorCode.operation,
    );
    expect(stale.body.data).toEqual({ currentVersion: 2 });
    await refuse(
      { ...body('2026-01-13', simple()), id: view.id },
      '凭证已存在，修改时需提供版本号（version），请刷新后重试',
    );
    await refuse(body('2026-01-13', simple(), { voucherType: '收' }), '凭证类别 收 不存在或已停用');
  });

  it('refuses malformed requests with the field named, and callers without the permission', async () => {
    await refuse(
      { ...body('2026-01-13', simple()), id: 'not-a-uuid' },
      '凭证ID应为有效的 UUID（由客户端生成）',
      4000,
    );
    await refuse(
      { ...body('2026-01-13', simple()), numberOfDocument: 1000 },
      '附单据数应为 0 到 999 之间的整数',
    );
    await refuse({ ...body('2026-01-13', simple()), entries: 'x' }, '分录应为列表');
    await refusedWith(
      server,
      () => save(body('2026-01-13', simple()), u.chuna),
      '没有执行此操作的权限',
      4012,
    );
  });

  it('enforces the restrictions of 收, 付 and 转 vouchers', async () => {
    await sql`
      insert into voucher_type (ledger_set_id, code, name, sort, restriction) values
        (${u.zids['001']}, '收', '收款凭证', 2, 'debitCash'),
        (${u.zids['001']}, '付', '付款凭证', 3, 'creditCash'),
        (${u.zids['001']}, '转', '转账凭证', 4, 'noCash')`.execute(server.handle.db);
    const income: Line[] = [
      { code: '101', debit: '50' },
      { code: '408', credit: '50' },
    ];
    const expense: Line[] = [
      { code: '50502', debit: '50' },
      { code: '101', credit: '50' },
    ];
    const transfer: Line[] = [
      { code: '50502', debit: '50' },
      { code: '215', credit: '50' },
    ];
    expect((await saveOk(u.zhidan, body('2026-01-14', income, { voucherType: '收' }))).voucherTypeName).toBe(
      '收款凭证',
    );
    await refuse(
      body('2026-01-14', expense, { voucherType: '收' }),
      '收款凭证必须有借方为库存现金或银行存款的分录',
    );
    expect((await saveOk(u.zhidan, body('2026-01-14', expense, { voucherType: '付' }))).voucherNo).toBe(1);
    await refuse(
      body('2026-01-14', income, { voucherType: '付' }),
      '付款凭证必须有贷方为库存现金或银行存款的分录',
    );
    expect((await saveOk(u.zhidan, body('2026-01-14', transfer, { voucherType: '转' }))).voucherNo).toBe(1);
    await refuse(
      body('2026-01-14', expense, { voucherType: '转' }),
      '第2行：转账凭证不能使用库存现金或银行存款科目',
    );
    // Without a type the default is still 记账凭证.
    expect((await saveOk(u.zhidan, body('2026-01-14', expense))).voucherType).toBe('记');
  });
});

describe('who may edit what', () => {
  it('refuses to bring back a voucher deleted while the user edited it', async () => {
    const view = await saveOk(u.zhidan, body('2026-01-15', simple()));
    await batch(u.zhuguan, 'delete', [view.id]);
    await refuse(
      { ...body('2026-01-15', simple('3.00')), id: view.id, version: 1 },
      '凭证已被他人删除，请刷新后重试',
      ErrorCode.operation,
    );
  });

  it('lets only voucher.modifyDelete edit or delete what others prepared, and only voucher.entry create', async () => {
    const theirs = await saveOk(u.zhuguan, body('2026-01-16', simple()));
    const role = sql`(select id from role where code = 'preparer')`;
    await sql`delete from role_permission where role_id = ${role} and permission_key = 'voucher.modifyDelete'`.execute(
      server.handle.db,
    );
    try {
      await refuse(
        { ...body('2026-01-16', simple('2.00')), id: theirs.id, version: 1 },
        '不能修改他人填制的凭证',
      );
      expect((await batch(u.zhidan, 'delete', [theirs.id])).refused).toEqual([
        { id: theirs.id, voucherNo: theirs.voucherNo, message: '不能删除他人填制的凭证' },
      ]);
    } finally {
      await sql`insert into role_permission (role_id, permission_key) values (${role}, 'voucher.modifyDelete')`.execute(
        server.handle.db,
      );
    }
    // 审核 reviews vouchers and neither enters nor changes them (separation of duties).
    await refusedWith(
      server,
      () => save(body('2026-01-16', simple()), u.shenhe),
      '没有执行此操作的权限',
      4012,
    );
    await refusedWith(
      server,
      () => save({ ...body('2026-01-16', simple('4.00')), id: theirs.id, version: 1 }, u.shenhe),
      '没有执行此操作的权限',
      4012,
    );
  });

  it('经费快速录入 alone (voucher.fundsQuickEntry) may create vouchers, as the quick entry screen does', async () => {
    const role = sql`(select id from role where code = 'preparer')`;
    const db = server.handle.db;
    // The department passageway's funds entry also creates vouchers; take it too, so only the quick entry is left.
    await sql`delete from role_permission where role_id = ${role}
      and permission_key in ('voucher.entry', 'passageway.departmentFunds')`.execute(db);
    try {
      const view = await saveOk(u.zhidan, body('2026-01-17', simple('6.00')));
      expect(view.preparedBy.name).toBe('张制单');
      await sql`delete from role_permission where role_id = ${role} and permission_key = 'voucher.fundsQuickEntry'`.execute(
        db,
      );
      // Still may edit (voucher.modifyDelete), no longer create.
      await refusedWith(server, () => save(body('2026-01-17', simple())), '没有录入凭证的权限');
    } finally {
      await sql`insert into role_permission (role_id, permission_key)
        values (${role}, 'voucher.entry'), (${role}, 'voucher.fundsQuickEntry'), (${role}, 'passageway.departmentFunds')
        on conflict do nothing`.execute(db);
    }
  });
});
