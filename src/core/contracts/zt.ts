// Ledger sets (账套, spec 001 §2.1 /selecting): the ones a user may open, the session's choice of set and
// year, the users who work in it (pickers), and (administrators) a new ledger set.
import { enums, object, optional } from 'superstruct';
import { get, noInput, post } from './contract';
import { id, intIn, text } from './structs';

export type LedgerSetKind = 'grassroots' | 'county';

export interface LedgerSetSummary {
  zid: number;
  ztno: string;
  name: string;
  jc: string;
  kind: LedgerSetKind;
  startYear: number;
  /** 1 reads, 2 also writes. */
  level: number;
  /** The years the set can be opened in. */
  years: number[];
}

/** An enabled user who may work in the session's ledger set: only names, no account details. */
export interface Operator {
  id: number;
  name: string;
  userName: string;
  readOnly: boolean;
}

const labels = {
  zid: '账套',
  year: '会计年度',
  name: '账套名称',
  kind: '账套类型',
  startYear: '启用年度',
  shortName: '简称',
};

export const ztContracts = {
  list: get('/api/zt/list', noInput).answers<LedgerSetSummary[]>(),
  operators: get('/api/zt/operators', noInput).answers<Operator[]>(),
  select: post('/api/zt/select', object({ zid: id(), year: intIn(2022, 2100) }), labels).answers<{
    zid: number;
    year: number;
  }>(),
  save: post(
    '/api/zt/save',
    object({
      name: text(60),
      kind: enums(['grassroots', 'county'] as const),
      startYear: intIn(2022, 2100),
      shortName: optional(text(20)),
    }),
    labels,
  ).answers<LedgerSetSummary>(),
};
