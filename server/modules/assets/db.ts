// The database handles the assets services take: a Kysely (reads) or a transaction (writes).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

/** 记-0005 style label of a voucher, with its month: 2024年3月 记-5号. */
export function voucherLabelOf(v: { year: number; month: number; voucher_type: string; voucher_no: number }) {
  return `${v.year}年${v.month}月 ${v.voucher_type}-${v.voucher_no}号`;
}
