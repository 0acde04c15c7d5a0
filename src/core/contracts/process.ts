// /api/process: the approval processes of the session's ledger set (流程管理, issue 18 item 1) — one
// definition per document type for all departments and any number for single departments — and the
// preview of the steps a document would take, so screens and claim forms show the same path.
import {
  array,
  define,
  dynamic,
  enums,
  literal,
  nullable,
  object,
  optional,
  refine,
  string,
} from 'superstruct';
import type { Money } from '../money';
import type { StepDefinition } from '../reimbursement/process';
import { type DocumentType, documentTypeLabels, documentTypes } from '../reimbursement/types';
import { get, post } from './contract';
import { id, intIn, text, trimmedString } from './structs';

/** A definition as every call answers it (the list, the screen's cache and a save's answer). */
export interface ProcessDefinitionView {
  id: number;
  documentType: DocumentType;
  /** Null: the definition for all departments; a department's own one wins over it. */
  departmentId: number | null;
  departmentName: string | null;
  /** Bumped by every change; a document keeps the version it was submitted under. */
  version: number;
  steps: StepDefinition[];
  /** 修改人: the real name of who saved it last (null for the seeded default). */
  updatedBy: string | null;
  /** ISO time of the last save. */
  updatedAt: string;
}

/** The steps a document of one type, department and amount goes through after 申报. */
export interface ProcessPreview {
  definitionId: number;
  definitionVersion: number;
  amount: Money;
  steps: StepDefinition[];
  /** 部门审核 → 领导审批 → 财务复核 */
  line: string;
}

export const maxSteps = 10;

const labels = {
  id: '流程ID',
  documentType: '单据类型',
  departmentId: '适用部门',
  version: '版本号',
  steps: '审批步骤',
  key: '步骤标识',
  name: '步骤名称',
  actor: '审批人',
  kind: '审批人类型',
  duty: '审批岗位',
  scope: '岗位范围',
  userIds: '指定人员',
  fromAmount: '起始金额',
  amount: '金额',
};

const documentType = () =>
  define<DocumentType>(
    'documentType',
    (v) =>
      documentTypes.includes(v as DocumentType) ||
      `应为 ${documentTypes.join('、')} 之一（${documentTypes.map((t) => documentTypeLabels[t]).join('、')}）`,
  );

/** A non-negative amount as text with at most two decimals ("5000", "5000.00"). */
const amount = () =>
  refine(trimmedString(), 'amount', (v) =>
    /^\d{1,13}(\.\d{1,2})?$/.test(v) ? true : '应为不小于 0 的金额，如 5000.00',
  );

const stepKey = () =>
  refine(trimmedString(), 'stepKey', (v) =>
    /^[A-Za-z0-9_-]{1,40}$/.test(v) ? true : '只能由字母、数字、下划线或连字符组成（1 到 40 位）',
  );

const DutyActor = object({
  kind: literal('duty'),
  duty: text(40),
  scope: enums(['department', 'all'] as const),
});

const UsersActor = object({
  kind: literal('users'),
  userIds: refine(
    array(refine(string(), 'userId', (v) => /^\d{1,12}$/.test(v) || '应为用户ID')),
    'userIds',
    (l) => (l.length <= 20 ? true : '最多 20 人'),
  ),
});

/** The actor's shape follows its kind, so a failure names the field that is wrong, not the union. */
const Actor = dynamic<
  { kind: 'duty'; duty: string; scope: 'department' | 'all' } | { kind: 'users'; userIds: string[] }
>(
  (value) =>
    // biome-ignore lint/suspicious/noExplicitAny: superstruct's dynamic picks among structs of the union
    ((value as { kind?: unknown } | null)?.kind === 'users' ? UsersActor : DutyActor) as any,
);

const Step = object({
  key: stepKey(),
  name: text(20),
  actor: Actor,
  fromAmount: optional(nullable(amount())),
});

/** 新增 (no id) or 修改 (id and the version the user edited). */
export const ProcessSave = object({
  id: optional(nullable(id())),
  documentType: documentType(),
  departmentId: optional(nullable(id())),
  steps: refine(array(Step), 'steps', (list) => (list.length <= maxSteps ? true : `最多 ${maxSteps} 步`)),
  version: optional(nullable(intIn(1, 2_147_483_647))),
});

export const processContracts = {
  list: get('/api/process/list', object({ documentType: optional(documentType()) }), labels).answers<
    ProcessDefinitionView[]
  >(),
  get: get('/api/process/get', object({ id: id() }), labels).answers<ProcessDefinitionView>(),
  save: post('/api/process/save', ProcessSave, labels).answers<ProcessDefinitionView>(),
  delete: post(
    '/api/process/delete',
    object({ id: id(), version: optional(nullable(intIn(1, 2_147_483_647))) }),
    labels,
  ).answers<{ id: number }>(),
  preview: get(
    '/api/process/preview',
    object({ documentType: documentType(), departmentId: id(), amount: amount() }),
    labels,
  ).answers<ProcessPreview>(),
};
