// Auxiliary balances (辅助项目余额表) from the opening balances for now; issue 6 adds the month
// movements from the balance table. A row of a subject with two types counts for both its items.
import type { Kysely } from 'kysely';
import type { AuxBalanceRow, AuxInfoBalanceRow } from '../../../src/core/contracts/auxiliary.ts';
import { fromCents } from '../../../src/core/money.ts';
import { parseAuxKey } from '../../../src/core/subjects/aux-key.ts';
import { debitNetOf, debitNetToAmount } from '../../../src/core/subjects/balance.ts';
import { fullNameOf, indexChart } from '../../../src/core/subjects/tree.ts';
import type { Database } from '../../db/schema.ts';
import { loadChart } from '../subject/views.ts';
import { auxItemIndex, findAuxType } from './views.ts';

type Db = Kysely<Database>;

async function openingRows(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('opening_balance')
    .select(['subject_code', 'aux_key', 'dept_code', 'debit', 'credit'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
}

/** Per type and linked subject: the subject's amount against its auxiliary breakdown. */
export async function auxBalanceList(db: Db, ledgerSetId: number, typeId?: number): Promise<AuxBalanceRow[]> {
  const chart = await loadChart(db, ledgerSetId);
  const index = indexChart(chart);
  const { views } = await auxItemIndex(db, ledgerSetId);
  const links = await db
    .selectFrom('subject_aux_type')
    .select(['subject_code', 'aux_type_id'])
    .where('ledger_set_id', '=', ledgerSetId)
    .$if(typeId !== undefined, (q) => q.where('aux_type_id', '=', typeId as number))
    .orderBy('aux_type_id')
    .orderBy('subject_code')
    .execute();
  const rows = await openingRows(db, ledgerSetId);
  const out: AuxBalanceRow[] = [];
  for (const link of links) {
    const type = views.find((t) => t.id === link.aux_type_id);
    const subject = index.get(link.subject_code);
    if (!type || !subject) continue;
    let own = 0n;
    let aux = 0n;
    for (const r of rows) {
      if (r.subject_code !== subject.code) continue;
      if (r.aux_key === '' && r.dept_code === '') own += debitNetOf(r.debit, r.credit);
      else if (parseAuxKey(r.aux_key).some((p) => p.typeNo === type.typeNo))
        aux += debitNetOf(r.debit, r.credit);
    }
    out.push({
      typeId: type.id,
      typeNo: type.typeNo,
      typeName: type.typeName,
      code: subject.code,
      codeName: subject.name,
      codeFullName: fullNameOf(subject.code, index),
      balanceDirection: subject.direction,
      subjectAmount: debitNetToAmount(own, subject.direction),
      auxAmount: debitNetToAmount(aux, subject.direction),
      difference: debitNetToAmount(aux - own, subject.direction),
    });
  }
  return out;
}

/** Per item of a type (and optionally one subject): its opening amount on each subject. */
export async function auxInfoBalanceList(
  db: Db,
  ledgerSetId: number,
  typeId: number,
  code?: string,
): Promise<AuxInfoBalanceRow[]> {
  const type = await findAuxType(db, ledgerSetId, typeId);
  const chart = await loadChart(db, ledgerSetId);
  const index = indexChart(chart);
  const items = await auxItemIndex(db, ledgerSetId);
  const totals = new Map<string, bigint>();
  for (const r of await openingRows(db, ledgerSetId)) {
    if (r.aux_key === '' || (code !== undefined && r.subject_code !== code)) continue;
    for (const pair of parseAuxKey(r.aux_key)) {
      if (pair.typeNo !== type.typeNo) continue;
      const key = `${r.subject_code}\u0000${pair.infoNo}`;
      totals.set(key, (totals.get(key) ?? 0n) + debitNetOf(r.debit, r.credit));
    }
  }
  return [...totals.entries()]
    .map(([key, value]) => {
      const [subjectCode = '', infoNo = ''] = key.split('\u0000');
      const subject = index.get(subjectCode);
      const direction = subject?.direction ?? 1;
      return {
        typeId: type.id,
        typeNo: type.typeNo,
        infoNo,
        infoName: items.index.get(`${type.typeNo}:${infoNo}`)?.item.infoName ?? infoNo,
        code: subjectCode,
        codeName: subject?.name ?? subjectCode,
        balanceDirection: direction,
        initAmount: value === 0n ? fromCents(0n) : debitNetToAmount(value, direction),
      };
    })
    .sort((a, b) => (a.infoNo + a.code).localeCompare(b.infoNo + b.code));
}
