// The demo's bank reconciliation (ledger set 001, 10201 经费集中户): reconciled from 2026-10-01 with
// a confirmed opening — the book's 3,250,000.00 and the bank's 3,249,000.00, reconciled by three
// items the book had recorded in September and the bank had not — and October's statement, not yet
// matched: the cheque and one deposit clear, interest and a fee are the bank's alone. Only the
// module's own tables are written: the ledger's vouchers and balances stay as the other tests know them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const DEMO_RECON = {
  subjectCode: '10201',
  bankAccountNo: '44050100000000000001',
  bankName: '中国建设银行示范市分行',
  startDate: '2026-10-01',
  bookOpening: '3250000.00',
  bankOpening: '3249000.00',
} as const;

const bookOpenings = [
  {
    txn_date: '2026-09-15',
    summary: '收到示范物业公司退回押金 进账单',
    settle_no: '',
    debit: '5000.00',
    credit: '0',
  },
  {
    txn_date: '2026-09-28',
    summary: '支付办公家具款 转账支票10203001',
    settle_no: '10203001',
    debit: '0',
    credit: '12000.00',
  },
  {
    txn_date: '2026-09-30',
    summary: '收到示范区总工会上缴经费 进账单',
    settle_no: '',
    debit: '8000.00',
    credit: '0',
  },
];

const october = [
  [
    '2026-10-08 10:12:05',
    '8000.00',
    '0',
    '示范区总工会',
    '44000000000000000456',
    '转账',
    '上缴经费',
    '0001',
    '',
  ],
  [
    '2026-10-12 14:30:10',
    '0',
    '12000.00',
    '示范家具有限公司',
    '44000000000000000123',
    '转账支票',
    '办公家具',
    '0002',
    '10203001',
  ],
  ['2026-10-21 00:00:00', '186.25', '0', '', '', '结息', '活期利息', '0003', ''],
  ['2026-10-28 16:20:00', '0', '45.00', '', '', '收费', '账户管理费', '0004', ''],
] as const;

export async function seedDemoReconciliation(
  db: Kysely<Database>,
  ledgerSetId: number,
  userId: number | null,
) {
  const where = { ledger_set_id: ledgerSetId, subject_code: DEMO_RECON.subjectCode };
  await db.insertInto('recon_setting').values({ ledger_set_id: ledgerSetId }).execute();
  await db
    .insertInto('recon_account')
    .values({
      ...where,
      bank_account_no: DEMO_RECON.bankAccountNo,
      bank_name: DEMO_RECON.bankName,
      start_date: DEMO_RECON.startDate,
      book_opening: DEMO_RECON.bookOpening,
      bank_opening: DEMO_RECON.bankOpening,
      layout: 'ccb',
      confirmed_at: new Date('2026-10-09T09:00:00+08:00'),
      confirmed_by: userId,
    })
    .execute();
  await db
    .insertInto('recon_book_opening')
    .values(bookOpenings.map((o) => ({ ...where, ...o })))
    .execute();
  const batch = await db
    .insertInto('statement_import')
    .values({
      ...where,
      file_name: '建设银行对账单_2026年10月.xlsx',
      layout: 'ccb',
      lines: october.length,
      duplicates: 0,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let balance = 3_249_000_00n;
  await db
    .insertInto('bank_statement_line')
    .values(
      october.map(([time, receipt, payment, counterparty, account, summary, remark, serial, settleNo], i) => {
        balance += BigInt(receipt.replace('.', '')) - BigInt(payment.replace('.', ''));
        return {
          ...where,
          txn_date: time.slice(0, 10),
          txn_time: time.slice(11),
          summary,
          remark,
          counterparty,
          counterparty_account: account,
          settle_no: settleNo,
          serial: `${DEMO_RECON.bankAccountNo}-${serial}`,
          receipt,
          payment,
          balance: `${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`,
          dedup_key: `s:${DEMO_RECON.bankAccountNo}-${serial}`,
          import_id: batch.id,
          row_no: i + 2,
        };
      }),
    )
    .execute();
}
