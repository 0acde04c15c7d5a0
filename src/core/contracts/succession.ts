// Subject succession (科目衔接, spec 000 §4.1, §7.1) at the spec's own paths (/choiceStand,
// /saveChoiceStand, /newchoiceStand, /cjSubjct, /saveChoice), plus the old chart's 2021-12-31
// balances and the proposed adjusting entries under /api/succession.
import {
  array,
  boolean,
  enums,
  type Infer,
  literal,
  object,
  optional,
  refine,
  size,
  string,
  union,
} from 'superstruct';
import type { Money } from '../money';
import type { Category, ChartKind, Direction } from '../subjects/types';
import { amountText, looseFlag, subjectCode } from './chart-structs';
import { download, get, noInput, post } from './contract';
import { BalanceDetails, ImportFile, type SuccessionState } from './opening';
import { id, intIn } from './structs';

export interface ChoiceStand {
  successionState: SuccessionState;
  mode: 1 | 3 | null;
  manualUndertaking: boolean;
  kind: ChartKind;
  standType: 1 | 2;
  oldDebitTotal: Money;
  oldCreditTotal: Money;
  /** Some old end-level subject has a 2021-12-31 balance. */
  oldBalancesEntered: boolean;
  /** ISO time. */
  completedAt: string | null;
}

export interface AutoResult {
  completed: boolean;
  successionState: SuccessionState;
  /** Old subjects with balances no rule takes over: finish them in the dialog. */
  untaken: { code: string; name: string }[];
  /** Taken over whole by a rule that wants analysis (e.g. 162, 331): check them. */
  needsReview: { code: string; name: string; newCode: string }[];
}

/** The rows both tables share. */
interface SuccessionSubject {
  code: string;
  codeName: string;
  codeFullName: string;
  balanceDirection: Direction;
  balanceDirectionFormat: '借' | '贷';
  parentCode: string | null;
  parentCodeArray: string[];
  level: number;
  category: Category;
  hasChild: boolean;
  isLeaf: boolean;
  initAmount: Money;
  checked: boolean;
}

export interface NewSubjectView extends SuccessionSubject {
  isStandard: boolean;
  /** Old subjects it takes over (transitional subjects). */
  codeArray: string[];
  /** Old subjects that 财会〔2021〕16号 sends here (succession_map.csv), by the old system's codes. */
  sources: { code: string; name: string; rule: string; clause: string }[];
}

export interface SuccessionTarget {
  code: string;
  name: string;
  rule: string;
  portion: string;
  /** The clause of 财会〔2021〕16号 (succession_map.csv regulation_clause) the take-over follows. */
  clause: string;
}

export interface OldSubjectView extends SuccessionSubject {
  /** An end-level subject with a balance that no new subject takes over yet (highlighted). */
  notTaken: boolean;
  /** Where 财会〔2021〕16号 sends it (succession_map.csv), matched by the old system's code. */
  targets: SuccessionTarget[];
}

export interface ChoiceLists {
  standType: 1 | 2;
  newSubList: NewSubjectView[];
  oldSubList: OldSubjectView[];
  newDebitTotal: Money;
  newCreditTotal: Money;
  oldDebitTotal: Money;
  oldCreditTotal: Money;
}

export interface AdjustmentEntry {
  summary: string;
  balanceDirection: Direction;
  code: string | null;
  name: string;
  debitAmount: string;
  creditAmount: string;
}

/** A 2022-01-01 adjusting entry proposed when the take-over completes. */
export interface AdjustmentView {
  id: number;
  itemId: string;
  title: string;
  voucherDate: string;
  basis: string;
  regulationClause: string;
  status: 'proposed' | 'drafted' | 'dismissed';
  /** The voucher (draft) made from it. */
  voucherId: string | null;
  entries: AdjustmentEntry[];
}

const labels = {
  voucherId: '凭证ID',
  standType: '科目体系（standType）',
  financialInstitution: '会计制度（financialInstitution，工会为 3）',
  code: '科目编码',
  codeArry: '旧科目',
  codeArray: '旧科目',
  details: '科目明细',
  initAmount: '金额',
  checked: '是否承接',
  manualUndertaking: '手工承接',
  mode: '承接方式',
  fileName: '文件名',
  content: '文件内容',
};

const Codes = size(array(subjectCode()), 0, 200);

export const ChoiceSave = object({
  details: size(
    array(
      object({
        code: subjectCode(),
        initAmount: amountText(),
        codeArray: optional(Codes),
        checked: optional(boolean()),
      }),
    ),
    0,
    5000,
  ),
  manualUndertaking: optional(looseFlag()),
});

/** A new subject's take-over as saveChoice carries it. */
export type ChoiceDetail = Infer<typeof ChoiceSave>['details'][number];

export const successionContracts = {
  choiceStand: get('/choiceStand', noInput).answers<ChoiceStand>(),
  saveChoiceStand: post(
    '/saveChoiceStand',
    object({ mode: enums([1, 3] as const) }),
    labels,
  ).answers<AutoResult>(),
  lists: get(
    '/newchoiceStand',
    object({
      standType: optional(intIn(1, 2)),
      financialInstitution: optional(union([literal('3'), literal(3)])),
    }),
    labels,
  ).answers<ChoiceLists>(),
  link: post('/cjSubjct', object({ code: subjectCode(), codeArry: Codes }), labels).answers<{
    code: string;
    codeArray: string[];
    initAmount: Money;
    /** Old subjects also linked elsewhere: their amount is split by hand. */
    sharedCodes: string[];
  }>(),
  saveChoice: post('/saveChoice', ChoiceSave, labels).answers<{
    successionState: 'done';
    debitTotal: Money;
    creditTotal: Money;
  }>(),
  oldBalances: get('/api/succession/oldBalances', noInput).answers<{ oldSubList: OldSubjectView[] }>(),
  saveOldBalances: post('/api/succession/oldBalances', BalanceDetails, labels).answers<{ saved: number }>(),
  oldTemplate: download('GET', '/api/succession/oldBalances/template', noInput),
  oldImport: post('/api/succession/oldBalances/import', ImportFile, labels).answers<{ imported: number }>(),
  adjustments: get('/api/succession/adjustments', noInput).answers<AdjustmentView[]>(),
  /** The proposal became the voucher draft voucherId (a client-made UUID). */
  markDrafted: post(
    '/api/succession/adjustments/draft',
    object({
      id: id(),
      voucherId: refine(string(), 'voucherId', (v) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ? true : '应为 UUID',
      ),
    }),
    labels,
  ).answers<AdjustmentView>(),
};
