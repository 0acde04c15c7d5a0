// 系统上传: the files the administrator provides for everyone — the operation manual (PDF, opened
// from 帮助) and the import templates (xlsx, downloaded from the import dialogs). An uploaded
// template must carry the import's header row, so a user filling it in cannot be refused for the
// template's own sake; without one the built-in template is served.
import { enterpriseImportHeaders } from '../enterprise/import';
import { personImportHeaders } from '../personnel/import';
import { operatorImportHeaders } from '../usercenter/operator-import';

export const SYSTEM_FILE_KINDS = [
  'manual',
  'template.person',
  'template.enterprise',
  'template.operator',
] as const;
export type SystemFileKind = (typeof SYSTEM_FILE_KINDS)[number];

export interface SystemFileSlotDefinition {
  kind: SystemFileKind;
  title: string;
  /** The one extension accepted. */
  suffix: 'pdf' | 'xlsx';
  description: string;
  /** A template's first-row header, as the import reads it. */
  headers?: readonly string[];
}

export const systemFileSlots: readonly SystemFileSlotDefinition[] = [
  {
    kind: 'manual',
    title: '操作手册',
    suffix: 'pdf',
    description: '所有用户在右上角「帮助」中打开',
  },
  {
    kind: 'template.person',
    title: '人员前置表导入模板',
    suffix: 'xlsx',
    description: '人员前置表「导入」对话框中下载；第1行须为导入表头',
    headers: personImportHeaders,
  },
  {
    kind: 'template.enterprise',
    title: '单位前置表导入模板',
    suffix: 'xlsx',
    description: '单位前置表「导入」对话框中下载；第1行须为导入表头',
    headers: enterpriseImportHeaders,
  },
  {
    kind: 'template.operator',
    title: '操作员导入模板',
    suffix: 'xlsx',
    description: '操作员管理「导入」对话框中下载；第1行须为导入表头',
    headers: operatorImportHeaders,
  },
];

export function systemFileSlot(kind: string): SystemFileSlotDefinition | undefined {
  return systemFileSlots.find((s) => s.kind === kind);
}

/** Why `fileName` cannot fill the slot; null when its extension is the slot's. */
export function systemFileNameProblem(slot: SystemFileSlotDefinition, fileName: string): string | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return ext === slot.suffix
    ? null
    : `${slot.title}应为 ${slot.suffix.toUpperCase()} 文件（.${slot.suffix}）`;
}
