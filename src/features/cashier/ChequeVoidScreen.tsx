// 支票作废 (check-to-void): an unused or issued cheque voided with its date and reason (the cheque is
// stamped 作废 and kept with its stub); the voided ones listed too. Through the outbox.
import { Button, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { P } from '../../core/permissions/keys';
import { useOnline } from '../../local';
import type { ChequeRow } from '../../local/cheques';
import { ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { ChequeVoidModal } from './ChequeVoidModal';
import { pick } from './cheque-columns';
import { type ChequeView, useCheques } from './use-cheques';

interface Filter {
  state: 'open' | 'void';
  no: string;
}
const start: Filter = { state: 'open', no: '' };

export function ChequeVoidScreen({ route }: ScreenProps) {
  const session = useSession();
  const online = useOnline();
  const { views, pulledAt } = useCheques();
  const { refresh, refreshing, saved } = useReferenceEdits('支票');
  const state = useListState<Filter>({ start });
  const [voiding, setVoiding] = useState<ChequeRow | null>(null);
  const canVoid = session?.permissions.includes(P.cashier.chequeVoid) ?? false;
  const applied = state.applied ?? start;
  const rows = useMemo(
    () =>
      (views ?? []).filter(
        (v) =>
          (applied.state === 'void'
            ? v.row.state === 'void'
            : v.row.state === 'unused' || v.row.state === 'issued') &&
          (applied.no.trim() === '' || v.row.chequeNo.includes(applied.no.trim().toUpperCase())),
      ),
    [views, applied],
  );
  const source = usePagedRows(rows, {
    loading: views === undefined,
    cachedAt: online ? null : pulledAt,
    queryKey: state.applied,
  });
  const columns =
    applied.state === 'void'
      ? pick('no', 'account', 'type', 'state', 'holder', 'voidedOn', 'voidReason')
      : pick('no', 'account', 'type', 'state', 'issuedOn', 'holder', 'purpose');
  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId="cheque-void-screen"
        source={source}
        columns={columns}
        rowKey={(v: ChequeView) => v.row.key}
        noun="支票"
        unit="张"
        offlineNote="本机待同步的支票操作标为「待同步」"
        toolbar={
          <Button size="xs" variant="default" onClick={refresh} loading={refreshing}>
            刷新
          </Button>
        }
        filters={
          <>
            <ListField label="状态">
              <Select
                size="xs"
                w={140}
                aria-label="状态"
                data={[
                  { value: 'open', label: '可作废（未用、已领用）' },
                  { value: 'void', label: '已作废' },
                ]}
                value={state.draft?.state ?? 'open'}
                onChange={(v) =>
                  state.setDraft({ ...(state.draft ?? start), state: (v ?? 'open') as Filter['state'] })
                }
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="支票号码">
              <TextInput
                size="xs"
                w={140}
                aria-label="支票号码"
                value={state.draft?.no ?? ''}
                onChange={(e) => state.setDraft({ ...(state.draft ?? start), no: e.currentTarget.value })}
              />
            </ListField>
          </>
        }
        onSearch={() => void state.search()}
        onReset={state.reset}
        filterLine={`状态：${applied.state === 'void' ? '已作废' : '未用、已领用'}　号码：${applied.no.trim() || '全部'}`}
        actions={
          canVoid && applied.state === 'open'
            ? (v) => (
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => setVoiding(v.row)}>
                  作废
                </Button>
              )
            : undefined
        }
        actionsWidth={70}
      />
      <ChequeVoidModal row={voiding} onClose={() => setVoiding(null)} onSaved={saved} />
    </>
  );
}
