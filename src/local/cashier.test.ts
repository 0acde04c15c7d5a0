// The cashier's outbox path on this device: an entry typed offline is a draft until the server's
// answer, which the draft then takes (order, version); the journal's next answer settles it; an
// entry never sent is simply taken back; two actions on one cheque queued offline go in order, the
// second acting on the version the first produced; a purchase's answer brings its cheques in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CashierEntry } from '../core/contracts/cashier';
import type { Cheque } from '../core/contracts/cheque';
import {
  cashierEntryKind,
  cashierEntryOutboxKind,
  type EntryDraft,
  entryDrafts,
  queueEntryDelete,
  queueEntrySave,
  settleEntryDrafts,
} from './cashier-book';
import {
  type ChequeRow,
  chequeKind,
  chequeOutboxKind,
  chequePurchaseKind,
  chequePurchaseOutboxKind,
  queueChequeAction,
  queuePurchase,
  toChequeRow,
} from './cheques';
import type { LocalDb } from './db';
import { registerOutboxKind } from './kinds';
import { freshDb } from './local.test-util';
import { defaultBackoff } from './outbox-state';
import { applyOutcomes } from './outcomes';

registerOutboxKind(cashierEntryKind, cashierEntryOutboxKind);
registerOutboxKind(chequeKind, chequeOutboxKind);
registerOutboxKind(chequePurchaseKind, chequePurchaseOutboxKind);

let db: LocalDb;
beforeEach(async () => {
  db = freshDb();
  await db.open();
});
afterEach(() => db.close());

const ctx = { now: 1, backoff: defaultBackoff, random: () => 0.5 };

const fields = {
  accountId: 1,
  date: '2026-11-02',
  summary: '收到退回慰问金',
  settleMethod: '现金' as const,
  settleNo: '',
  counterparty: '组织部',
  counterSubject: '',
  receipt: '300',
  payment: '',
};

describe('cashier entries offline', () => {
  it('keeps the typed entry as a draft, takes the server’s answer, and settles on the next journal', async () => {
    const entry = await queueEntrySave(fields, null, '赵出纳', db);
    expect(entry.body).toMatchObject({ summary: '收到退回慰问金', receipt: '300', payment: '0.00' });
    const [draft] = (await entryDrafts(db)) as EntryDraft[];
    expect(draft).toMatchObject({
      syncState: 'pending',
      data: { deleted: false, entry: { seq: 0, version: 0 } },
    });
    const server: CashierEntry = {
      ...(draft?.data.entry as CashierEntry),
      seq: 41,
      version: 1,
      receipt: '300.00',
    };
    await applyOutcomes(db, [{ entry, done: true, data: server }], ctx);
    const [after] = await entryDrafts(db);
    expect(after).toMatchObject({ syncState: 'synced', data: { entry: { seq: 41, version: 1 } } });
    // A journal answer without it leaves the draft; one with it settles it.
    await settleEntryDrafts(new Set(), () => true, db);
    expect(await entryDrafts(db)).toHaveLength(1);
    await settleEntryDrafts(new Set([server.id]), () => true, db);
    expect(await entryDrafts(db)).toHaveLength(0);
  });

  it('takes back an entry that never left this device instead of sending a delete', async () => {
    await queueEntrySave(fields, null, '赵出纳', db);
    const [draft] = await entryDrafts(db);
    const gone = await queueEntryDelete(draft?.data.entry as CashierEntry, db);
    expect(gone).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await entryDrafts(db)).toHaveLength(0);
  });

  it('queues a delete of an entry the server has, with the version seen', async () => {
    const known = { ...fields, id: 'e1' } as unknown as CashierEntry;
    const entry = await queueEntryDelete(
      {
        ...known,
        seq: 5,
        version: 3,
        receipt: '300.00',
        payment: '0.00',
        source: 'manual',
        voucherId: null,
        lineNo: null,
        voucherWord: null,
        createdBy: '',
      },
      db,
    );
    expect(entry).toMatchObject({ path: '/api/cashier/deleteEntry', body: { id: 'e1', version: 3 } });
    expect((await entryDrafts(db))[0]?.data.deleted).toBe(true);
  });
});

const cheque = (over: Partial<Cheque> = {}): Cheque => ({
  id: 104,
  purchaseId: 1,
  accountId: 2,
  accountLabel: '1002 工行经费集中户',
  chequeType: '转账支票',
  chequeNo: 'XII00000104',
  state: 'unused',
  boughtOn: '2026-10-02',
  issuedOn: null,
  holder: '',
  department: '',
  purpose: '',
  limitAmount: null,
  payee: '',
  approver: '',
  writtenOffOn: null,
  amount: null,
  entryId: null,
  voucherId: null,
  paidBy: null,
  voidedOn: null,
  voidReason: '',
  version: 1,
  ...over,
});

describe('cheque actions offline', () => {
  it('sends 领用 then 作废 in order, the second on the version the first produced', async () => {
    await db.cheques.put(toChequeRow(cheque()));
    const row = (await db.cheques.get('104')) as ChequeRow;
    const issue = await queueChequeAction(
      row,
      'issue',
      { issuedOn: '2026-11-02', holder: '周干事', purpose: '图书款' },
      { state: 'issued', holder: '周干事' },
      db,
    );
    const shown = (await db.cheques.get('104')) as ChequeRow;
    expect(shown).toMatchObject({ state: 'issued', localOnly: true });
    const voiding = await queueChequeAction(
      shown,
      'void',
      { date: '2026-11-03', reason: '填写错误' },
      { state: 'void' },
      db,
    );
    expect([issue.body, voiding.body]).toMatchObject([
      { id: 104, version: 1 },
      { id: 104, version: 1 },
    ]);
    const issued = cheque({ state: 'issued', issuedOn: '2026-11-02', holder: '周干事', version: 2 });
    await applyOutcomes(db, [{ entry: issue, done: true, data: issued }], ctx);
    expect((await db.outbox.get(voiding.seq))?.body).toMatchObject({ version: 2, reason: '填写错误' });
    // The row keeps showing the later action until its answer comes.
    expect(await db.cheques.get('104')).toMatchObject({ state: 'void' });
    await applyOutcomes(
      db,
      [
        {
          entry: (await db.outbox.get(voiding.seq)) ?? voiding,
          done: true,
          data: cheque({
            state: 'void',
            voidedOn: '2026-11-03',
            voidReason: '填写错误',
            issuedOn: '2026-11-02',
            holder: '周干事',
            version: 3,
          }),
        },
      ],
      ctx,
    );
    const settled = await db.cheques.get('104');
    expect(settled).toMatchObject({ state: 'void', version: 3 });
    expect(settled?.localOnly).toBeUndefined();
  });

  it('brings a purchase’s cheques into the register when the server answers', async () => {
    const entry = await queuePurchase(
      {
        accountId: 2,
        accountLabel: '1002',
        chequeType: '转账支票',
        prefix: 'xii',
        start: '00000201',
        end: '00000202',
        boughtOn: '2026-11-01',
        remark: '',
      },
      db,
    );
    expect(entry.body).toMatchObject({ prefix: 'XII', start: '00000201' });
    const made = [cheque({ id: 201, chequeNo: 'XII00000201' }), cheque({ id: 202, chequeNo: 'XII00000202' })];
    await applyOutcomes(db, [{ entry, done: true, data: { purchase: { id: 2 }, cheques: made } }], ctx);
    expect((await db.cheques.toArray()).map((c) => c.key)).toEqual(['201', '202']);
  });
});
