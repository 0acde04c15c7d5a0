// The head of every claim: 单据日期, 部门 (the cached departments), 事由, 项目, 结算方式, 收款人, 开户行,
// 账号, 附件张数. Which of them a type shows is the caller's choice (`show`).
import { Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { PAYMENT_METHODS, paymentMethodLabels } from '../../../core/reimbursement';
import type { DepartmentRecord } from '../../../local/departments';
import { useReference } from '../../../local/hooks';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { Field } from './Field';
import type { SectionProps } from './section';
import { countInput } from './section';

export type HeaderField = 'project' | 'payee' | 'attachmentCount' | 'paymentMethod';

export interface HeaderFieldsProps extends SectionProps {
  /** 事由 as this type names it (借款事由, 出差事由 …). */
  reasonLabel?: string;
  dateLabel?: string;
  show: readonly HeaderField[];
}

export function useDepartmentOptions(current: string) {
  const rows = useReference<DepartmentRecord>('departments');
  return useMemo(
    () =>
      (rows ?? [])
        .filter((d) => d.id !== null && (d.enabled || String(d.id) === current))
        .map((d) => ({ value: String(d.id), label: `${d.departmentCode} ${d.departmentName}` })),
    [rows, current],
  );
}

export const paymentOptions = PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabels[m] }));

export function HeaderFields({
  draft,
  patch,
  errors,
  readOnly,
  reasonLabel = '事由',
  dateLabel = '单据日期',
  show,
}: HeaderFieldsProps) {
  const departments = useDepartmentOptions(draft.departmentId);
  const has = (f: HeaderField) => show.includes(f);
  return (
    <>
      <Field label={dateLabel} required error={errors.date}>
        <AccountingDateInput
          size="xs"
          aria-label={dateLabel}
          value={draft.date || null}
          readOnly={readOnly}
          onChange={(v) => v && patch({ date: v.slice(0, 10) })}
          popoverProps={{ withinPortal: true }}
        />
      </Field>
      <Field label="部门" required error={errors.departmentId} span={has('attachmentCount') ? 1 : 2}>
        <Select
          size="xs"
          aria-label="部门"
          data={departments}
          value={draft.departmentId || null}
          searchable
          readOnly={readOnly}
          nothingFoundMessage="没有可选的部门"
          onChange={(v) => patch({ departmentId: v ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
      </Field>
      {has('attachmentCount') && (
        <Field label="附件张数" error={errors.attachmentCount}>
          <TextInput
            size="xs"
            w={80}
            aria-label="附件张数"
            value={draft.attachmentCount}
            inputMode="numeric"
            readOnly={readOnly}
            styles={{ input: { textAlign: 'right' } }}
            onChange={(e) => patch({ attachmentCount: countInput(e.currentTarget.value) })}
          />
        </Field>
      )}
      <Field label={reasonLabel} required error={errors.reason} span={has('project') ? 2 : 3}>
        <TextInput
          size="xs"
          aria-label={reasonLabel}
          value={draft.reason}
          maxLength={200}
          readOnly={readOnly}
          onChange={(e) => patch({ reason: e.currentTarget.value })}
        />
      </Field>
      {has('project') && (
        <Field label="项目" error={errors.project}>
          <TextInput
            size="xs"
            aria-label="项目"
            placeholder="项目支出必填"
            value={draft.project}
            maxLength={60}
            readOnly={readOnly}
            onChange={(e) => patch({ project: e.currentTarget.value })}
          />
        </Field>
      )}
      {has('paymentMethod') && (
        <Field label="结算方式" required error={errors.paymentMethod}>
          <Select
            size="xs"
            aria-label="结算方式"
            data={paymentOptions}
            value={draft.paymentMethod || null}
            readOnly={readOnly}
            allowDeselect={false}
            onChange={(v) => patch({ paymentMethod: v ?? '' })}
            comboboxProps={{ withinPortal: true }}
          />
        </Field>
      )}
      {has('payee') && (
        <>
          <Field label="收款人" error={errors.payee}>
            <TextInput
              size="xs"
              aria-label="收款人"
              value={draft.payee}
              maxLength={60}
              readOnly={readOnly}
              onChange={(e) => patch({ payee: e.currentTarget.value })}
            />
          </Field>
          <Field label="收款账户" error={errors.payeeBank ?? errors.payeeAccount}>
            {/* 开户行 above 账号, each the field's width: side by side both were cut off. */}
            <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <TextInput
                size="xs"
                aria-label="开户行"
                placeholder="开户行"
                value={draft.payeeBank}
                maxLength={60}
                readOnly={readOnly}
                onChange={(e) => patch({ payeeBank: e.currentTarget.value })}
              />
              <TextInput
                size="xs"
                aria-label="收款账号"
                placeholder="账号"
                value={draft.payeeAccount}
                maxLength={40}
                inputMode="numeric"
                readOnly={readOnly}
                onChange={(e) => patch({ payeeAccount: e.currentTarget.value.replace(/[^0-9 -]/g, '') })}
              />
            </div>
          </Field>
        </>
      )}
    </>
  );
}
