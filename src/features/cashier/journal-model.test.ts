import { describe, expect, it } from 'vitest';
import type { CashierEntry, JournalAnswer } from '../../core/contracts/cashier';
import type { EntryDraft } from '../../local/cashier-book';
import { completeDate, journalLines, mergeEntries } from './journal-model';

const entry = (over: Partial<CashierEntry> & { id: string }): CashierEntry => ({
  accountId: 1,
  date: '2026-11-03',
  seq: 10,
  summary: '摘要',
  settleMethod: '现金',
  settleNo: '',
  counterparty: '',
  counterSubject: '',
  receipt: '0.00',
  payment: '100.00',
  source: 'manual',
  voucherId: null,
  lineNo: null,
  voucherWord: null,
  createdBy: '赵出纳',
  version: 1,
  ...over,
});

const answer = (entries: CashierEntry[]): JournalAnswer => ({
  account: {
    id: 1,
    kind: 'cash',
    code: '1001',
    name: '库存现金',
    subjectCode: '101',
    subjectName: '库存现金',
    bankAccountId: null,
    bankName: null,
    accountNo: null,
    openedOn: '2026-10-01',
    openingBalance: '8500.00',
    enabled: true,
    version: 1,
  },
  year: 2026,
  month: 11,
  opening: '1000.00',
  openingLabel: '上月结转',
  openingDate: '2026-11-01',
  closingDate: '2026-11-30',
  yearBefore: { receipt: '500.00', payment: '0.00' },
  closed: false,
  entries,
});

const draft = (e: CashierEntry, syncState: EntryDraft['syncState'], deleted = false): EntryDraft => ({
  kind: 'cashierEntry',
  id: e.id,
  data: { entry: e, deleted },
  updatedAt: 1,
  syncState,
});

describe('the journal with this device’s entries', () => {
  const server = [
    entry({ id: 'a', seq: 10, payment: '100.00' }),
    entry({ id: 'b', seq: 11, date: '2026-11-05', receipt: '50.00', payment: '0.00' }),
  ];

  it('puts a new entry typed offline after the server’s entries of its day, marked 待同步', () => {
    const typed = draft(
      entry({ id: 'n', seq: 0, version: 0, date: '2026-11-03', receipt: '20.00', payment: '0.00' }),
      'pending',
    );
    const lines = journalLines(answer(server), mergeEntries(answer(server), [typed]));
    expect(lines.map((l) => [l.kind, l.key, l.balance, l.shown?.state ?? ''])).toEqual([
      ['opening', 'opening', '1000.00', ''],
      ['entry', 'a', '900.00', 'saved'],
      ['entry', 'n', '920.00', 'pending'],
      ['dayTotal', 'dayTotal:2026-11-03:3', '920.00', ''],
      ['entry', 'b', '970.00', 'saved'],
      ['dayTotal', 'dayTotal:2026-11-05:5', '970.00', ''],
      ['monthTotal', 'monthTotal:2026-11-30:6', '970.00', ''],
      ['yearTotal', 'yearTotal:2026-11-30:7', '970.00', ''],
    ]);
    expect(lines[6]).toMatchObject({ receipt: '70.00', payment: '100.00' });
    expect(lines[7]).toMatchObject({ receipt: '570.00', payment: '100.00' });
  });

  it('shows a change over the server’s entry, and a change that moved it to another month nowhere here', () => {
    const changed = draft(entry({ id: 'a', payment: '150.00' }), 'failed');
    const moved = draft(entry({ id: 'b', date: '2026-12-01', receipt: '50.00', payment: '0.00' }), 'pending');
    const shown = mergeEntries(answer(server), [changed, moved]);
    expect(shown.map((s) => [s.entry.id, s.entry.payment, s.state])).toEqual([['a', '150.00', 'failed']]);
  });

  it('keeps a delete waiting visible, struck out of the balance; a confirmed one is gone', () => {
    const waiting = mergeEntries(answer(server), [draft(server[0] as CashierEntry, 'pending', true)]);
    const lines = journalLines(answer(server), waiting);
    const a = lines.find((l) => l.key === 'a');
    expect(a?.shown?.state).toBe('deleting');
    expect(lines.find((l) => l.kind === 'monthTotal')?.payment).toBe('0.00');
    const gone = mergeEntries(answer([server[1] as CashierEntry]), [
      draft(server[0] as CashierEntry, 'synced', true),
    ]);
    expect(gone.map((s) => s.entry.id)).toEqual(['b']);
  });

  it('a synced draft yields to the server’s version of the entry', () => {
    const synced = draft(entry({ id: 'a', payment: '999.00' }), 'synced');
    expect(mergeEntries(answer(server), [synced])[0]).toMatchObject({
      state: 'saved',
      entry: { payment: '100.00' },
    });
  });
});

describe('the entry line’s date', () => {
  it('completes a day, a month and day, or takes a full date', () => {
    expect(completeDate('5', 2026, 11)).toBe('2026-11-05');
    expect(completeDate('30', 2026, 11)).toBe('2026-11-30');
    expect(completeDate('31', 2026, 11)).toBeNull();
    expect(completeDate('12-1', 2026, 11)).toBe('2026-12-01');
    expect(completeDate('1201', 2026, 11)).toBe('2026-12-01');
    expect(completeDate('2026.11.7', 2026, 11)).toBe('2026-11-07');
    expect(completeDate('11月8日', 2026, 11)).toBe('2026-11-08');
    expect(completeDate('x', 2026, 11)).toBeNull();
  });
});
