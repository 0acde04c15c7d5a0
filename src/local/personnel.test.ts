// The personnel caches' outbox path: a replayed 设为默认 lands on the card and, through related(),
// on the owner's old default too, unless another queued save still holds that card; and the
// display rule that shows one default per owner while the move waits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankCard } from '../core/contracts/personnel';
import type { LocalDb } from './db';
import { registerOutboxKind } from './kinds';
import { freshDb } from './local.test-util';
import { defaultBackoff } from './outbox-state';
import { applyOutcomes } from './outcomes';
import {
  type BankCardRow,
  bankCardKind,
  bankCardOutboxKind,
  effectiveDefaults,
  saveBankCard,
  setDefaultBankCard,
  toBankCardRow,
} from './personnel';

registerOutboxKind(bankCardKind, bankCardOutboxKind);

const card = (id: number, isDefault: boolean, version = 1): BankCard => ({
  id,
  personId: 2,
  personName: '陈报销',
  accountName: '陈报销',
  bankName: '工商银行',
  accountNo: `62220000000000${id}`,
  isDefault,
  version,
});

let db: LocalDb;
beforeEach(async () => {
  db = freshDb();
  await db.open();
  await db.bankCards.bulkPut([toBankCardRow(card(21, true)), toBankCardRow(card(22, false))]);
});
afterEach(() => db.close());

const ctx = { now: 1, backoff: defaultBackoff, random: () => 0.5 };

describe('bank cards in the outbox', () => {
  it('applies a replayed 设为默认 to both cards of the owner', async () => {
    const entry = await setDefaultBankCard((await db.bankCards.get('22')) as BankCardRow, db);
    expect(
      effectiveDefaults((await db.bankCards.toArray()) as BankCardRow[]).map((r) => r.isDefault),
    ).toEqual([false, true]);
    await applyOutcomes(
      db,
      [
        {
          entry,
          done: true,
          data: { card: card(22, true, 2), cards: [card(22, true, 2), card(21, false, 2)] },
        },
      ],
      ctx,
    );
    const rows = (await db.bankCards.toArray()) as BankCardRow[];
    expect(rows.map((r) => [r.key, r.isDefault, r.version, r.localOnly ?? false])).toEqual([
      ['21', false, 2, false],
      ['22', true, 2, false],
    ]);
  });

  it('leaves a card another queued save holds as that save shows it', async () => {
    const moving = await setDefaultBankCard((await db.bankCards.get('22')) as BankCardRow, db);
    const old = (await db.bankCards.get('21')) as BankCardRow;
    await saveBankCard(
      {
        editing: old,
        personId: 2,
        personName: '陈报销',
        accountName: '陈报销',
        bankName: '改过的开户行',
        accountNo: old.accountNo,
        isDefault: false,
      },
      db,
    );
    await applyOutcomes(
      db,
      [
        {
          entry: moving,
          done: true,
          data: { card: card(22, true, 2), cards: [card(22, true, 2), card(21, false, 2)] },
        },
      ],
      ctx,
    );
    expect(await db.bankCards.get('21')).toMatchObject({ bankName: '改过的开户行', localOnly: true });
    expect(await db.bankCards.get('22')).toMatchObject({ isDefault: true, version: 2 });
  });
});
