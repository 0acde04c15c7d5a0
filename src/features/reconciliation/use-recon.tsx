// What the reconciliation screens share: the reconciled accounts and the one chosen (kept per
// ledger set on this device), the settings, writes through the outbox with their outcome told to
// the user, and re-reading a screen's reports when a write of this module reaches the server.
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { reconciliationContracts as c, type ReconAccount } from '../../core/contracts/reconciliation';
import { activeLocalSync, isOnline, type LocalDb, useLocalDb } from '../../local';
import {
  outcomeOf,
  queueReconciliation,
  type ReconWrite,
  reconciliationKind,
  whenLocalDb,
} from '../../local/reconciliation';
import { useLedgerSetTag, useReport } from '../../ui/data/use-report';
import { openMessageDialog } from '../../ui/dialogs';
import { useSession } from '../../ui/services';

export const SUCCESS_MS = 3_000;
export const REFUSAL_MS = 5_000;

/**
 * Whether the session has its ledger set: right after login the screen may mount a moment before
 * 账套 selection lands, and a ledger call then would only be refused.
 */
export function useLedgerReady(): boolean {
  const session = useSession();
  return Boolean(session?.zid);
}

export function useReconAccounts() {
  const read = useReport(c.accounts, useLedgerReady() ? {} : null);
  return { read, accounts: read.data ?? [] };
}

export function useReconSettings() {
  return useReport(c.settings, useLedgerReady() ? {} : null);
}

/** The account the screens work on: the last one chosen on this device, else the first confirmed. */
export function useChosenAccount(accounts: readonly ReconAccount[]) {
  const tag = useLedgerSetTag().split('-')[0] ?? '';
  const key = `reconciliation:account:${tag}`;
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(key));
  const account = useMemo(
    () =>
      accounts.find((a) => a.subjectCode === chosen) ??
      accounts.find((a) => a.confirmedAt !== null) ??
      accounts[0] ??
      null,
    [accounts, chosen],
  );
  const choose = useCallback(
    (code: string) => {
      localStorage.setItem(key, code);
      setChosen(code);
    },
    [key],
  );
  return { account, choose };
}

export function useCan(): (key: string) => boolean {
  const session = useSession();
  return (key) => session?.permissions.includes(key) ?? false;
}

/** The seq of the latest entry of this module done: screens read their reports again when it moves. */
export function useReconDone(refresh: () => void): void {
  const db = useLocalDb();
  const latest = useLiveQuery(
    async () => {
      if (!db) return 0;
      const done = await db.outbox.where('state').equals('done').toArray();
      return done.filter((e) => e.kind === reconciliationKind).reduce((m, e) => Math.max(m, e.seq), 0);
    },
    [db],
    0,
  );
  const seen = useRef<number | null>(null);
  const again = useRef(refresh);
  again.current = refresh;
  useEffect(() => {
    if (seen.current !== null && latest !== seen.current) again.current();
    seen.current = latest;
  }, [latest]);
}

async function tellFailure(message: string) {
  if (message.includes('\n')) {
    await openMessageDialog({
      title: '操作未成功',
      message: <span style={{ whiteSpace: 'pre-line' }}>{message}</span>,
      tone: 'error',
    });
    return;
  }
  notifications.show({ color: 'red', title: '错误', message, autoClose: REFUSAL_MS, withBorder: true });
}

/**
 * Queues a write and, online, waits for the server's answer: resolves with its data, or undefined
 * after telling the user why not (a refusal) or that it waits for the network (offline).
 */
export function useReconWrite() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(write: ReconWrite & { done: (data: T) => string }): Promise<T | undefined> => {
      setBusy(true);
      try {
        let db: LocalDb;
        try {
          db = await whenLocalDb();
        } catch (error) {
          await tellFailure(error instanceof Error ? error.message : String(error));
          return undefined;
        }
        const entry = await queueReconciliation(write, db);
        activeLocalSync()?.replayer.kick(true);
        const outcome = await outcomeOf(entry, db);
        if (outcome.state === 'done') {
          notifications.show({
            color: 'teal',
            message: write.done(outcome.data as T),
            autoClose: SUCCESS_MS,
            withBorder: true,
          });
          return outcome.data as T;
        }
        if (outcome.state === 'failed') {
          await tellFailure(outcome.message);
          return undefined;
        }
        notifications.show({
          color: 'orange',
          title: isOnline() ? '已加入待同步队列' : '离线：已保存在本机',
          message: `${write.label}将在连接服务器后自动提交，可在同步面板查看`,
          autoClose: REFUSAL_MS,
          withBorder: true,
        });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { run, busy };
}
