// The header's 待办 count: what awaits the user's action (todoContracts.list). Read again on login,
// when the network returns and each time the outbox replayer has sent what it had (a sync may have
// approved or submitted something); offline it shows the last count read, from the same kept answer
// the 待办事项 screen reads. Clicking opens the to-do list.
import { Badge, UnstyledButton } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { todoContracts } from '../../core/contracts/todo';
import { findRoute } from '../../core/routes';
import { useLocalDb, useOnline, useReplayerState } from '../../local';
import { todoKey } from '../../local/claims';
import { remoteKey } from '../../local/remote-first';
import { useServices, useSession } from '../../ui/services';

const todoPath = '/final/toDoList/to-do-list';

export function TodoBadge() {
  const { api } = useServices();
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const replayer = useReplayerState();
  const router = useRouter();
  const permission = findRoute(todoPath)?.permission;
  const allowed = !permission || (session?.readable.includes(permission) ?? false);
  // undefined while this device's copy is still being read (after a reload the first reference pulls
  // can hold the database for seconds): the badge then shows no number rather than a false 0.
  const kept = useLiveQuery(
    async () => (db ? ((await db.meta.get(remoteKey(todoKey))) ?? null) : undefined),
    [db],
  );
  const known = kept === undefined ? null : ((kept?.value as { count?: number } | undefined)?.count ?? 0);
  const count = known ?? 0;

  const busy = useRef(false);
  useEffect(() => {
    // Each time the replayer comes to rest (after login, after a sync) while online; without a
    // replayer (none started yet) once the database is there.
    const resting = replayer === 'idle' || replayer === 'stopped';
    if (!allowed || !online || !db || !resting || busy.current) return;
    busy.current = true;
    api
      .call(todoContracts.list, {}, { loading: false, background: true })
      .then((answer) => db.meta.put({ key: remoteKey(todoKey), value: answer, updatedAt: Date.now() }))
      .catch(() => {})
      .finally(() => {
        busy.current = false;
      });
  }, [allowed, online, db, replayer, api]);

  if (!allowed) return null;
  return (
    <UnstyledButton
      onClick={() => void router.navigate({ href: todoPath })}
      aria-label={known === null ? '待办事项' : `待办事项 ${known} 项`}
      title={online ? '待办事项' : '待办事项（离线：显示上次读取的数量）'}
    >
      <Badge
        variant={count > 0 ? 'filled' : 'light'}
        color={count > 0 ? 'red' : 'gray'}
        size="md"
        radius="sm"
        styles={{ root: { textTransform: 'none', fontWeight: 500, cursor: 'pointer' } }}
        data-testid="todo-count"
      >
        {known === null ? '待办' : `待办 ${known}`}
      </Badge>
    </UnstyledButton>
  );
}
