// /api/init: opening balances (科目期初余额), their department and auxiliary breakdowns, the
// trial balance, confirmation and its undo, and the Excel template and import.
import { array, object, optional, size, string } from 'superstruct';
import type { Money } from '../money';
import type { TrialBalance } from '../subjects/trial-balance';
import type { Category, Direction } from '../subjects/types';
import { amountText, auxCode, subjectCode } from './chart-structs';
import { download, get, noInput, post } from './contract';
import { text } from './structs';
import type { AuxTypeRef } from './subject';

/** Where the 2021 books stand: to take over, taken over, or skipped (a ledger set without them). */
export type SuccessionState = 'pending' | 'done' | 'skipped';

export interface OpeningRow {
  code: string;
  codeName: string;
  codeFullName: string;
  parentCode: string | null;
  level: number;
  category: Category;
  balanceDirection: Direction;
  balanceDirectionFormat: '借' | '贷';
  isLeaf: boolean;
  enabled: boolean;
  deptAccounting: boolean;
  hasAuxi: boolean;
  /** In the subject's direction; a parent's is the sum of its end-level subjects. */
  initAmount: Money;
  /** Sum of the department breakdown (end-level subjects with department accounting), else null. */
  departmentAmount: Money | null;
  /** Sum of the auxiliary breakdown (end-level subjects with auxiliary types), else null. */
  auxiliaryAmount: Money | null;
}

export interface OpeningView {
  startYear: number;
  confirmed: boolean;
  /** ISO time. */
  confirmedAt: string | null;
  successionState: SuccessionState;
  subjectList: OpeningRow[];
}

export type BreakdownKind = 'department' | 'auxiliary';

export interface BreakdownAux {
  typeId: number;
  typeNo: string;
  typeName: string;
  infoNo: string;
  infoName: string;
}

export interface BreakdownRow {
  departmentCode?: string;
  departmentName?: string;
  auxKey?: string;
  auxis?: BreakdownAux[];
  initAmount: Money;
}

export interface BreakdownView {
  code: string;
  codeName: string;
  codeFullName: string;
  balanceDirection: Direction;
  auxTypes: AuxTypeRef[];
  initAmount: Money;
  breakdownAmount: Money;
  /** breakdownAmount - initAmount: zero when the breakdown adds up. */
  difference: Money;
  rows: BreakdownRow[];
}

const labels = {
  details: '明细',
  code: '科目编码',
  initAmount: '期初余额',
  departmentCode: '部门编码',
  auxis: '辅助核算项目',
  typeNo: '辅助核算类型编号',
  infoNo: '辅助核算项目编号',
  fileName: '文件名',
  content: '文件内容',
};

/** Subject amounts as typed: end-level codes with an amount text each. */
export const BalanceDetails = object({
  details: size(array(object({ code: subjectCode(), initAmount: amountText() })), 1, 5000),
});

/** An .xlsx file read as base64, in a signed JSON body. */
export const ImportFile = object({ fileName: optional(text(200)), content: string() });

export const DepartmentBreakdownSave = object({
  code: subjectCode(),
  details: size(array(object({ departmentCode: text(20), initAmount: amountText() })), 0, 2000),
});

export const AuxiliaryBreakdownSave = object({
  code: subjectCode(),
  details: size(
    array(
      object({
        auxis: size(array(object({ typeNo: auxCode(), infoNo: auxCode() })), 1, 10),
        initAmount: amountText(),
      }),
    ),
    0,
    5000,
  ),
});

const CodeQuery = object({ code: optional(subjectCode()) });

export const openingContracts = {
  balances: get('/api/init/balances', noInput).answers<OpeningView>(),
  saveBalances: post('/api/init/balances', BalanceDetails, labels).answers<{ saved: number }>(),
  template: download('GET', '/api/init/balances/template', noInput),
  import: post('/api/init/balances/import', ImportFile, labels).answers<{ imported: number }>(),
  departmentBalances: get('/api/init/departmentBalances', CodeQuery, labels).answers<BreakdownView[]>(),
  saveDepartmentBalances: post(
    '/api/init/departmentBalances',
    DepartmentBreakdownSave,
    labels,
  ).answers<BreakdownView>(),
  auxiliaryBalances: get('/api/init/auxiliaryBalances', CodeQuery, labels).answers<BreakdownView[]>(),
  saveAuxiliaryBalances: post(
    '/api/init/auxiliaryBalances',
    AuxiliaryBreakdownSave,
    labels,
  ).answers<BreakdownView>(),
  verify: get('/api/init/verify', noInput).answers<TrialBalance>(),
  /** confirmedAt: ISO time. */
  confirm: post('/api/init/confirm', noInput).answers<{ confirmedAt: string }>(),
  unconfirm: post('/api/init/unconfirm', noInput).answers<{ confirmed: false }>(),
};
