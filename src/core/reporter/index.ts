// 报表人员设置 (issue 19 item 6): the names printed at the foot of the ledger set's statements.
// 工会会计制度 第六十四条 asks the statements to be signed; the form's line reads 单位负责人,
// 财务负责人 and 制表人 (a blank name leaves its place empty for a pen).

export interface ReporterSetting {
  unitHead: string;
  financeHead: string;
  preparer: string;
  /** 0 until first saved. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export type ReporterInput = Pick<ReporterSetting, 'unitHead' | 'financeHead' | 'preparer'>;

export const REPORTER_NAME_MAX = 20;

export const reporterLabels: Record<keyof ReporterInput, string> = {
  unitHead: '单位负责人',
  financeHead: '财务负责人',
  preparer: '制表人',
};

export const emptyReporter: ReporterSetting = {
  unitHead: '',
  financeHead: '',
  preparer: '',
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

/** The first problem of the names as typed, or null. */
export function reporterProblem(input: ReporterInput): string | null {
  for (const key of Object.keys(reporterLabels) as (keyof ReporterInput)[]) {
    if (input[key].trim().length > REPORTER_NAME_MAX) {
      return `${reporterLabels[key]}不能超过 ${REPORTER_NAME_MAX} 个字符`;
    }
  }
  return null;
}

/** The foot line of a statement: 单位负责人：张三　　财务负责人：　　制表人：王五. */
export function signatureLine(input: ReporterInput): string {
  return (Object.keys(reporterLabels) as (keyof ReporterInput)[])
    .map((key) => `${reporterLabels[key]}：${input[key].trim()}`)
    .join('　　　');
}
