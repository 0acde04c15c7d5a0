// Separation of duties (issue 17 item 2): the README's duty x action table is the policy. This test
// reads it, checks the built-in duties' grants say the same, and tries every cell over HTTP as the
// demo user of that duty: ✓ passes the permission check (and, where the books allow, succeeds), —
// is refused with 4012 and writes nothing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { type DutyCode, duties, grants } from '../../src/core/permissions/duties.ts';
import { P } from '../../src/core/permissions/keys.ts';
import type { VoucherView } from '../../src/core/voucher/types.ts';
import {
  ADMIN_PASSWORD,
  type Answer,
  DEMO_PASSWORD,
  startServer,
  TestClient,
  type TestServer,
} from './harness.ts';
import { batch, body, saveOk, simple, snapshot } from './voucher-fixture.ts';

type ActionName =
  | '录入'
  | '修改他人凭证'
  | '删除他人凭证'
  | '审核'
  | '反审核'
  | '记账'
  | '反记账'
  | '结账'
  | '反结账'
  | '凭证整理';

/** The demo user of each duty (README: Demo accounts). */
const userOf: Record<DutyCode, string> = {
  admin: 'admin',
  supervisor: 'zhuguan',
  preparer: 'zhidan',
  auditor: 'shenhe',
  bookkeeper: 'jizhang',
  cashier: 'chuna',
  employee: 'baoxiao',
  approver: 'shenpi',
  chair: 'zhuxi',
  inspector: 'shenji',
  assetKeeper: 'zichan',
};

/** The README's table: duty name -> action -> allowed. */
function documentedMatrix(): Map<string, Map<string, boolean>> {
  const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const block = readme.split('<!-- duty-matrix:start -->')[1]?.split('<!-- duty-matrix:end -->')[0] ?? '';
  const rows = block
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  const [header = [], , ...body] = rows;
  const actions = header.slice(1);
  return new Map(
    body.map(([duty = '', ...cells]) => [duty, new Map(actions.map((a, i) => [a, cells[i] === '✓']))]),
  );
}

let server: TestServer;
let zid001 = 0;
const clients = new Map<string, TestClient>();
let day = 0;

/** A fresh voucher of 制单 in an open month, so every cell starts from its own state. */
async function freshVoucher(): Promise<VoucherView> {
  day = (day % 27) + 1;
  return saveOk(client('zhidan'), body(`2026-03-${String(day).padStart(2, '0')}`, simple('10.00', '矩阵')));
}

function client(user: string): TestClient {
  const c = clients.get(user);
  if (!c) throw new Error(`no client for ${user}`);
  return c;
}

interface Action {
  /** Any one of these keys allows the action (the route's guard and the save's own checks). */
  keys: readonly string[];
  /** Puts the books in the state the action needs, as the users allowed to do so. */
  prepare(): Promise<VoucherView | null>;
  send(as: TestClient, v: VoucherView | null): Promise<Answer>;
  /** The books may still refuse an allowed user (a month that cannot close): then only 4012 is ruled out. */
  mustSucceed: boolean;
}

const period = { year: 2026, month: 3 };
const actions: Record<ActionName, Action> = {
  录入: {
    keys: [P.voucher.entry, P.voucher.fundsQuickEntry],
    prepare: async () => null,
    send: (as) => as.post('/api/voucher/save', body('2026-03-28', simple('12.00', '矩阵录入'))),
    mustSucceed: true,
  },
  修改他人凭证: {
    keys: [P.voucher.modifyDelete],
    prepare: freshVoucher,
    send: (as, v) =>
      as.post('/api/voucher/save', {
        ...body(v?.voucherDate ?? '', simple('11.00', '矩阵修改')),
        id: v?.id,
        version: v?.version,
      }),
    mustSucceed: true,
  },
  删除他人凭证: {
    keys: [P.voucher.modifyDelete],
    prepare: freshVoucher,
    send: (as, v) => as.post('/api/voucher/delete', { ids: [v?.id] }),
    mustSucceed: true,
  },
  审核: {
    keys: [P.voucher.audit],
    prepare: freshVoucher,
    send: (as, v) => as.post('/api/voucher/audit', { ids: [v?.id] }),
    mustSucceed: true,
  },
  反审核: {
    keys: [P.voucher.audit],
    prepare: async () => {
      const v = await freshVoucher();
      await batch(client('shenhe'), 'audit', [v.id]);
      return v;
    },
    send: (as, v) => as.post('/api/voucher/unaudit', { ids: [v?.id] }),
    mustSucceed: true,
  },
  记账: {
    keys: [P.voucher.post],
    prepare: async () => {
      const v = await freshVoucher();
      await batch(client('shenhe'), 'audit', [v.id]);
      return v;
    },
    send: (as, v) => as.post('/api/voucher/post', { ids: [v?.id] }),
    mustSucceed: true,
  },
  反记账: {
    keys: [P.voucher.unpost],
    prepare: async () => {
      const v = await freshVoucher();
      await batch(client('shenhe'), 'audit', [v.id]);
      await batch(client('jizhang'), 'post', [v.id]);
      return v;
    },
    send: (as, v) => as.post('/api/voucher/unpost', { ids: [v?.id] }),
    mustSucceed: true,
  },
  // Closing and reopening depend on the state of the months; permission is what is tested here.
  结账: {
    keys: [P.voucher.closeMonth],
    prepare: async () => null,
    send: (as) => as.post('/api/voucher/closeMonth', period),
    mustSucceed: false,
  },
  反结账: {
    keys: [P.voucher.reopenMonth],
    prepare: async () => null,
    send: (as) => as.post('/api/voucher/reopenMonth', period),
    mustSucceed: false,
  },
  凭证整理: {
    keys: [P.settings.voucherRenumber],
    prepare: async () => null,
    send: (as) => as.post('/api/voucher/renumber', period),
    mustSucceed: true,
  },
};

const matrix = documentedMatrix();

beforeAll(async () => {
  server = await startServer();
  for (const user of Object.values(userOf)) {
    clients.set(
      user,
      await TestClient.login(server, user, user === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD),
    );
  }
  const list = (await client('admin').get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zid001 = list.find((z) => z.ztno === '001')?.zid ?? 0;
  for (const user of Object.values(userOf)) {
    const answer = await client(user).post('/api/zt/select', { zid: zid001, year: 2026 });
    expect(answer.body.success, `${user}: ${answer.body.message}`).toBe(true);
  }
});
afterAll(() => server?.close());

describe('the duty x action table', () => {
  it('names every built-in duty and every action', () => {
    expect([...matrix.keys()].sort()).toEqual(duties.map((d) => d.name).sort());
    for (const row of matrix.values()) expect([...row.keys()].sort()).toEqual(Object.keys(actions).sort());
  });

  it('agrees with the grants of src/core/permissions/duties.ts', () => {
    for (const duty of duties) {
      for (const [name, action] of Object.entries(actions)) {
        const granted = action.keys.some((key) => grants(duty, key));
        expect(granted, `${duty.name} ${name}`).toBe(matrix.get(duty.name)?.get(name));
      }
    }
  });
});

describe.each(duties.map((d) => [d.name, userOf[d.code]] as const))('%s (%s) over HTTP', (dutyName, user) => {
  it.each(Object.keys(actions) as ActionName[])('%s', async (name) => {
    const action = actions[name];
    const allowed = matrix.get(dutyName)?.get(name);
    const voucher = await action.prepare();
    const before = await snapshot(server);
    const answer = await action.send(client(user), voucher);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    if (allowed) {
      expect(answer.body.errorCode, answer.body.message).not.toBe(ErrorCode.forbidden);
      if (action.mustSucceed) {
        expect(answer.body.success, answer.body.message).toBe(true);
        const done = (answer.body.data as { done?: string[] } | null)?.done;
        if (done) expect(done).toEqual([voucher?.id]);
      }
    } else {
      expect(answer.body.success).toBe(false);
      expect(answer.body.errorCode, answer.body.message).toBe(ErrorCode.forbidden);
      expect(await snapshot(server)).toEqual(before);
    }
  });
});
