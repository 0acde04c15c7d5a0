// The voucher's head: its title (the type's name), the sync state, then 凭证字 and 号, 日期 and
// 附单据 N 张. The number is the server's once it arrives; before that a provisional one, marked.
import { Badge, Select, TextInput, Tooltip } from '@mantine/core';
import type { Ref } from 'react';
import { capIntegerInput } from '../../../core/rules/integer-input';
import { VOUCHER_STATUS_NAMES } from '../../../core/voucher/types';
import type { VoucherTypeRow } from '../../../local/voucher-types';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { formatVoucherNo, type VoucherDraft } from '../../../ui/voucher/voucher-draft';
import classes from './voucher-entry.module.css';
import type { VoucherSync } from './voucher-store';

export interface VoucherHeaderProps {
  draft: VoucherDraft;
  types: readonly VoucherTypeRow[];
  sync: VoucherSync;
  /** Edits not yet saved (autosaved as a draft only). */
  changed: boolean;
  provisionalNo: number | null;
  /** 核算单位: the ledger set's name. */
  unit: string;
  readOnly?: boolean;
  onChange(patch: Partial<Pick<VoucherDraft, 'voucherType' | 'voucherDate' | 'numberOfDocument'>>): void;
  dateRef?: Ref<HTMLInputElement>;
}

function SyncBadge({ sync, changed, draft }: Pick<VoucherHeaderProps, 'sync' | 'changed' | 'draft'>) {
  const badge = (color: string, text: string, testId: string, variant: 'light' | 'filled' = 'light') => (
    <Badge color={color} variant={variant} radius="sm" size="md" data-testid={testId}>
      {text}
    </Badge>
  );
  if (sync.state === 'failed') return badge('red', '同步失败', 'voucher-sync-failed', 'filled');
  if (sync.state === 'pending') return badge('orange', '待同步', 'voucher-sync-pending');
  if (sync.state === 'sending') return badge('blue', '正在提交', 'voucher-sync-sending');
  if (changed) return badge('gray', draft.server ? '已修改，未保存' : '未保存', 'voucher-unsaved');
  if (draft.server) {
    return (
      <>
        {badge('teal', '已保存', 'voucher-saved')}
        {badge('gray', VOUCHER_STATUS_NAMES[draft.server.status], 'voucher-status')}
      </>
    );
  }
  return badge('gray', '新凭证', 'voucher-new');
}

export function VoucherHeader(props: VoucherHeaderProps) {
  const { draft, types, sync, changed, provisionalNo, readOnly = false, onChange } = props;
  const enabled = [...types]
    .filter((t) => t.enabled || t.code === draft.voucherType)
    .sort((a, b) => a.sort - b.sort);
  const type = types.find((t) => t.code === draft.voucherType);
  const title = draft.server?.voucherTypeName || type?.name || '记账凭证';
  const final = draft.server !== null && draft.server.voucherType === draft.voucherType;

  return (
    <>
      <div className={classes.titleRow}>
        <span className={classes.unit}>{props.unit ? `核算单位：${props.unit}` : ''}</span>
        <div className={classes.title} data-testid="voucher-title">
          {title}
        </div>
        <div className={classes.status}>
          <SyncBadge sync={sync} changed={changed} draft={draft} />
        </div>
      </div>
      <div className={classes.headerRow}>
        <div className={classes.headerItem}>
          <span>凭证字</span>
          <Select
            size="xs"
            w={120}
            aria-label="凭证字"
            data={enabled.map((t) => ({ value: t.code, label: `${t.code}　${t.name}` }))}
            value={draft.voucherType || null}
            placeholder={types.length === 0 ? '记' : '请选择'}
            allowDeselect={false}
            readOnly={readOnly}
            onChange={(v) => v && onChange({ voucherType: v })}
            comboboxProps={{ withinPortal: true }}
          />
          <span>号</span>
          {final && draft.server ? (
            <span className={classes.voucherNo} data-testid="voucher-number">
              {formatVoucherNo(draft.server.voucherNo)}
            </span>
          ) : (
            <Tooltip
              label={
                sync.state === 'pending'
                  ? '离线保存：联网提交后由服务器分配正式凭证号'
                  : '保存时由服务器按月份和凭证字连续编号'
              }
              multiline
              w={240}
            >
              <span
                className={`${classes.voucherNo} ${classes.provisional}`}
                data-testid="voucher-number-provisional"
              >
                {provisionalNo === null ? '待分配' : `${formatVoucherNo(provisionalNo)}（预计）`}
              </span>
            </Tooltip>
          )}
        </div>
        <div className={classes.headerItem}>
          <span>日期</span>
          <AccountingDateInput
            size="xs"
            w={130}
            aria-label="凭证日期"
            ref={props.dateRef}
            value={draft.voucherDate || null}
            readOnly={readOnly}
            onChange={(v) => v && onChange({ voucherDate: v.slice(0, 10) })}
            popoverProps={{ withinPortal: true }}
          />
        </div>
        <div className={classes.headerItem}>
          <span>附单据</span>
          <TextInput
            size="xs"
            w={56}
            aria-label="附单据数"
            inputMode="numeric"
            styles={{ input: { textAlign: 'right' } }}
            value={String(draft.numberOfDocument)}
            readOnly={readOnly}
            onChange={(e) =>
              onChange({ numberOfDocument: Number(capIntegerInput(e.currentTarget.value, 999) || 0) })
            }
            onFocus={(e) => e.currentTarget.select()}
          />
          <span>张</span>
        </div>
      </div>
    </>
  );
}
