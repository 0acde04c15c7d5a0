// /api/subject: the chart of the session's ledger set (tree for pickers and the offline cache),
// detail subjects (save, delete, enable), code widths and the cash/bank subject setting.
import { array, object, optional, size } from 'superstruct';
import type { Category, ChartKind, Direction } from '../subjects/types';
import { looseFlag, subjectCode } from './chart-structs';
import { get, noInput, post } from './contract';
import { id, text } from './structs';

/** An auxiliary type as a subject names it. */
export interface AuxTypeRef {
  id: number;
  typeNo: string;
  typeName: string;
}

/** A subject as every call answers it (spec 000 §3 field names). */
export interface SubjectView {
  id: number;
  code: string;
  codeName: string;
  /** Names from the first level down joined by "/": 银行存款/经费集中户. */
  codeFullName: string;
  balanceDirection: Direction;
  balanceDirectionFormat: '借' | '贷';
  parentCode: string | null;
  parentCodeArray: string[];
  childCodeArray: string[];
  level: number;
  category: Category;
  hasChild: boolean;
  /** End-level: only these take amounts. */
  isLeaf: boolean;
  hasAuxi: boolean;
  auxTypes: AuxTypeRef[];
  /** Prescribed by 工会会计制度: cannot be renamed or deleted. */
  isStandard: boolean;
  enabled: boolean;
  deptAccounting: boolean;
  /** Has data (opening balances, succession, vouchers): cannot be deleted or get a first child. */
  used: boolean;
}

export interface SubjectTree {
  subjectList: SubjectView[];
  codeWidths: string;
  kind: ChartKind;
}

export interface CodeWidthView {
  codeWidths: string;
  widths: number[];
  /** Code length of each level: 3-2-2-2 -> [3, 5, 7, 9]. */
  levelLengths: number[];
  /** Opening balances confirmed: the widths can no longer change. */
  locked: boolean;
}

export interface OtherSubjectSetting {
  /** Subjects the cash journal reads (默认 101). */
  cashCodes: string[];
  /** Subjects the bank journal reads (默认 102). */
  bankCodes: string[];
  locked: boolean;
}

const labels = {
  id: '科目ID',
  parentCode: '上级科目编码',
  code: '科目编码',
  name: '科目名称',
  deptAccounting: '部门核算',
  auxTypeIds: '辅助核算类型',
  enabled: '是否启用',
  enabledOnly: '仅启用',
  codeWidths: '编码规则',
  cashCodes: '现金科目',
  bankCodes: '银行科目',
};

/** 新增 (no id) or 修改 of a detail subject. */
export const SubjectSave = object({
  id: optional(id()),
  parentCode: optional(subjectCode()),
  code: subjectCode(),
  name: text(40),
  deptAccounting: optional(looseFlag()),
  auxTypeIds: optional(size(array(id()), 0, 20)),
  enabled: optional(looseFlag()),
});

export const subjectContracts = {
  tree: get(
    '/api/subject/tree',
    object({
      enabledOnly: optional(looseFlag()),
      // Sent by the asset voucher dialogs (spec 000 §7.2); the chart is the same for every asset kind.
      AssetClass: optional(text(10)),
      PZAssetType: optional(text(20)),
    }),
    labels,
  ).answers<SubjectTree>(),
  nextCode: get('/api/subject/nextCode', object({ parentCode: subjectCode() }), labels).answers<{
    parentCode: string;
    code: string | null;
  }>(),
  save: post('/api/subject/save', SubjectSave, labels).answers<SubjectView>(),
  remove: post('/api/subject/delete', object({ id: id() }), labels).answers<{ code: string }>(),
  enable: post(
    '/api/subject/enable',
    object({ id: id(), enabled: looseFlag() }),
    labels,
  ).answers<SubjectView>(),
  codeWidth: get('/api/subject/codeWidth', noInput).answers<CodeWidthView>(),
  saveCodeWidth: post(
    '/api/subject/codeWidth',
    object({ codeWidths: text(30) }),
    labels,
  ).answers<CodeWidthView>(),
  otherSetting: get('/api/subject/otherSetting', noInput).answers<OtherSubjectSetting>(),
  saveOtherSetting: post(
    '/api/subject/otherSetting',
    object({ cashCodes: size(array(subjectCode()), 0, 50), bankCodes: size(array(subjectCode()), 0, 50) }),
    labels,
  ).answers<OtherSubjectSetting>(),
};
