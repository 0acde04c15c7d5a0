// The list-frame props every voucher list screen shares: the filter fields, the query line, the
// source, the voucher columns, ticks and the voucher view; a screen adds its title and buttons.
import { useMemo } from 'react';
import type { ListFrameProps } from '../../../ui/list';
import type { VoucherListRow } from './types';
import type { useListScreen } from './use-list-screen';
import { VoucherFilterFields } from './VoucherFilterFields';
import { rowNo, voucherColumns, voucherKey, voucherRowAttributes } from './voucher-columns';

type SharedProps = Omit<ListFrameProps<VoucherListRow>, 'title'>;

export function useVoucherFrame(
  screen: ReturnType<typeof useListScreen>,
  onOpen: (row: VoucherListRow) => void,
): SharedProps {
  const { list, draft, setDraft, types, search, reset, filterLine, selection, setSelection } = screen;
  const { pending, preparers } = list;
  const columns = useMemo(() => voucherColumns({ pending, onOpen }), [pending, onOpen]);
  const rowAttributes = useMemo(() => voucherRowAttributes(pending), [pending]);
  return {
    filters: draft && (
      <VoucherFilterFields value={draft} onChange={setDraft} types={types} preparers={preparers} />
    ),
    filterLabel: '凭证查询条件',
    onSearch: () => void search(),
    onReset: reset,
    filterLine,
    offlineNote: '本机待同步的凭证标为「待同步」',
    source: list,
    columns,
    rowKey: voucherKey,
    rowLabel: rowNo,
    rowAttributes,
    noun: '凭证',
    unit: '张',
    selection,
    onSelectionChange: setSelection,
    onOpen,
  };
}
