// The offline layer's public surface (DESIGN §5): the per-user database, reference cache, drafts,
// the outbox (the one write path for offline-capable saves) and its replayer, and the hooks.
export {
  closeLocalDb,
  currentLocalDb,
  LocalDb,
  type LocalDbOptions,
  localDbName,
  openLocalDb,
  requireLocalDb,
  schemaVersions,
} from './db';
export {
  type DepartmentRecord,
  type DepartmentRow,
  type DepartmentSaveInput,
  departmentKind,
  saveDepartment,
  setDepartmentEnabled,
} from './departments';
export { deleteDraft, getDraft, listDrafts, saveDraft } from './drafts';
export {
  useDraft,
  useLocalDb,
  useOnline,
  useOpenOutboxEntries,
  useOutboxCounts,
  useOutboxEntries,
  usePendingSync,
  usePendingSyncIds,
  useReference,
  useReferencePulledAt,
  useRemoteFirst,
  useReplayerState,
} from './hooks';
export { type OutboxKindHandler, registerOutboxKind } from './kinds';
export {
  type DiscardResult,
  discard,
  enqueueSave,
  isOnline,
  isPendingSync,
  openOutboxEntries,
  outboxCounts,
  outboxEntries,
  pendingSyncIds,
  requireOnline,
  retry,
  type SaveFile,
  type SaveRequest,
} from './outbox';
export {
  lastPull,
  type PullReport,
  pullAllReference,
  pullReference,
  type ReferenceLoader,
  readableReferenceTables,
  refreshStale,
  registerReference,
  requestPersistence,
} from './reference';
export type { RemoteFirst } from './remote-first';
export { createReplayer, type Replayer, type ReplayerOptions, type ReplayerState } from './replayer';
export {
  activeLocalSync,
  type LocalSync,
  type LocalSyncOptions,
  registerBatch,
  resumeLocalSync,
  startLocalSync,
  stopLocalSync,
} from './sync';
export type {
  CachedRow,
  DraftRecord,
  OutboxCounts,
  OutboxEntry,
  OutboxError,
  OutboxState,
  ReferenceTable,
  SyncState,
} from './types';
