// The state every asset generate-voucher dialog shares (spec 000 §2.5, §4.2): the entry rows (blank
// on each opening), the voucher types (default 记账凭证, else 普通, else the first) and the operator
// (the first in the list), loaded when the dialog opens; the templates of the dialog's kind and
// class (cached, readable offline), applying one, saving the rows as one; and the preview then save.
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type AssetEntryRow,
  type ClassSubjects,
  detailsOfRows,
  initialRows,
  rowsFromTemplate,
  rowsToSend,
  templateProblem,
  VOUCHER_MESSAGES,
} from '../../core/assets/voucher-rows';
import type { AssetTemplateType, AssetVoucherPreview } from '../../core/contracts/asset-vouchers';
import { assetVoucherContracts } from '../../core/contracts/asset-vouchers';
import type { RequestOf } from '../../core/contracts/contract';
import type { AssetClassRecord, AssetTemplateRecord } from '../../local/assets';
import { useReference } from '../../local/hooks';
import type { SubjectRecord } from '../../local/subjects';
import { openMessageDialog } from '../dialogs';
import { runWrite } from '../run-write';
import { useServices } from '../services';

/** The voucher request of spec 000 §3 as the preview call takes it. */
export type VoucherRequestBase = RequestOf<typeof assetVoucherContracts.preview>;

export interface AssetVoucherOptions {
  opened: boolean;
  kind: AssetTemplateType;
  assetClass: 1 | 2 | 3;
}

export interface AssetVoucherState {
  rows: AssetEntryRow[];
  setRows(rows: AssetEntryRow[]): void;
  makeKey(): string;
  subjects: ClassSubjects;
  types: { value: string; label: string }[];
  voucherType: string | null;
  setVoucherType(value: string | null): void;
  operators: { value: string; label: string }[];
  operator: string | null;
  setOperator(value: string | null): void;
  templates: AssetTemplateRecord[];
  /** Fills the rows from a template; 没有模板 when the kind has none. */
  applyTemplate(id: number | null): Promise<void>;
  /** Saves the rows as a user template under `name` (spec: isBuiltIn false). */
  saveTemplate(name: string): Promise<boolean>;
  /** What the request's common fields are (voucherList, class, kind, type, operator). */
  requestBase(): VoucherRequestBase;
  /** A preview the server made, shown in the voucher preview dialog; null when closed. */
  preview: AssetVoucherPreview | null;
  setPreview(preview: AssetVoucherPreview | null): void;
}

export function useAssetVoucher({ opened, kind, assetClass }: AssetVoucherOptions): AssetVoucherState {
  const { api } = useServices();
  const keys = useRef(0);
  const makeKey = () => `row-${++keys.current}`;
  const [rows, setRows] = useState<AssetEntryRow[]>(() => initialRows(kind, assetClass, makeKey));
  const [types, setTypes] = useState<{ value: string; label: string }[]>([]);
  const [voucherType, setVoucherType] = useState<string | null>(null);
  const [operators, setOperators] = useState<{ value: string; label: string }[]>([]);
  const [operator, setOperator] = useState<string | null>(null);
  const [preview, setPreview] = useState<AssetVoucherPreview | null>(null);
  const classes = useReference<AssetClassRecord>('assetClasses') ?? [];
  const cachedTemplates = useReference<AssetTemplateRecord>('assetTemplates');
  const chart = useReference<SubjectRecord>('subjects') ?? [];

  const own = classes.find((c) => c.assetClass === assetClass);
  const subjects: ClassSubjects = {
    assetSubject: own?.assetSubject ?? null,
    contraSubject: own?.contraSubject ?? null,
    fundSubject: own?.fundSubject ?? null,
  };
  const templates = useMemo(
    () => (cachedTemplates ?? []).filter((t) => t.templateType === kind && t.assetClass === assetClass),
    [cachedTemplates, kind, assetClass],
  );

  // Each opening starts from blank rows and reads the types and operators again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the dialog
  useEffect(() => {
    if (!opened) return;
    setRows(initialRows(kind, assetClass, makeKey));
    setPreview(null);
    let live = true;
    const quiet = { loading: false, quiet: true } as const;
    void Promise.all([
      api.call(assetVoucherContracts.elect, {}, quiet).catch(() => []),
      api.call(assetVoucherContracts.operators, {}, quiet).catch(() => []),
    ]).then(([electList, operatorList]) => {
      if (!live) return;
      const typeOptions = electList.map((t) => ({ value: t.value, label: t.name }));
      setTypes(typeOptions);
      const preferred =
        electList.find((t) => t.name === '记账凭证') ??
        electList.find((t) => t.name === '普通') ??
        electList[0];
      setVoucherType(preferred?.value ?? null);
      const people = operatorList.map((o) => ({ value: o.userName, label: o.realName }));
      setOperators(people);
      setOperator(people[0]?.value ?? null);
    });
    return () => {
      live = false;
    };
  }, [opened, kind, assetClass]);

  const lookup = (code: string) => {
    const s = chart.find((x) => x.code === code);
    return s ? { name: s.codeName, fullName: s.codeFullName, deptAccounting: s.deptAccounting } : undefined;
  };

  const applyTemplate = async (id: number | null) => {
    const template = id === null ? templates[0] : templates.find((t) => t.id === id);
    if (!template) {
      await openMessageDialog({ title: '提示', message: VOUCHER_MESSAGES.noTemplate, tone: 'warning' });
      return;
    }
    const next = rowsFromTemplate(template.details, makeKey, subjects, lookup);
    if (kind !== 'transform') {
      setRows(next);
      return;
    }
    // Transform keeps its six rows and the amounts given by position (spec 000 §4.2).
    const six = initialRows('transform', assetClass, makeKey);
    setRows(six.map((blank, i) => ({ ...(next[i] ?? blank), moneyAmount: rows[i]?.moneyAmount ?? '' })));
  };

  const saveTemplate = async (name: string) => {
    const problem = templateProblem(kind, rows);
    if (problem) {
      await openMessageDialog({ title: '提示', message: problem, tone: 'warning' });
      return false;
    }
    const saved = await runWrite(
      { action: '保存模板', done: '模板已保存', refreshCaches: { api, tables: ['assetTemplates'] } },
      () =>
        api.call(
          assetVoucherContracts.saveTemplate,
          {
            template: { name, templateType: kind, assetClass },
            details: detailsOfRows(rows),
            isBuiltIn: false,
          },
          { quiet: true },
        ),
    );
    return saved !== undefined;
  };

  const requestBase = (): VoucherRequestBase => ({
    voucherList: rowsToSend(kind, rows),
    assetClass,
    PZAssetType: kind,
    isAuto: false,
    numberOfDocument: 1,
    ...(voucherType ? { certificateType: voucherType } : {}),
    ...(operator ? { czy: operator } : {}),
  });

  return {
    rows,
    setRows,
    makeKey,
    subjects,
    types,
    voucherType,
    setVoucherType,
    operators,
    operator,
    setOperator,
    templates,
    applyTemplate,
    saveTemplate,
    requestBase,
    preview,
    setPreview,
  };
}
