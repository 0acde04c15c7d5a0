// The list-screen frame every list is built from (README "Adding a module", step 5).
export { cellText, columnAlign, type ListCellValue, type ListColumn, type ListColumnKind } from './columns';
export { ListField, ListFilterBar, type ListFilterBarProps } from './ListFilterBar';
export { ListFrame, type ListFrameProps } from './ListFrame';
export { keptAtLabel, ListKeptNotice } from './ListKeptNotice';
export { ListLink, ListTable, type ListTableProps, type RowAttributes } from './ListTable';
export { printList } from './print';
export { type ContextItem, type RowMenuState, useRowContextMenu } from './RowContextMenu';
export {
  emptySelection,
  pruneSelection,
  type Selection,
  selectedInOrder,
  toggleId,
} from './selection';
export type { ListSheet } from './sheet';
export type { ListSource } from './source';
export { type ListState, type ListStateOptions, useListState } from './use-list-state';
export { type PagedRowsOptions, usePagedRows } from './use-paged-rows';
export { exportList, listBytes } from './xlsx';
