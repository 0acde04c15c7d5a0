// 公告 on the home page: the announcements that reach this user, unread ones marked; opening one
// shows it whole and records the read receipt. Offline it shows nothing new and records nothing.
import { Badge, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { announcementContracts, type MyAnnouncement } from '../../core/contracts/announcement';
import { dayjs } from '../../ui/dayjs-locale';
import { useShell } from '../shell-services';
import classes from './pages.module.css';

const SHOWN = 8;

export function AnnouncementPanel({ active }: { active: boolean }) {
  const { api } = useShell();
  const [items, setItems] = useState<MyAnnouncement[] | null>(null);
  const [open, setOpen] = useState<MyAnnouncement | null>(null);
  const load = useCallback(
    () =>
      api
        .call(announcementContracts.mine, {}, { loading: false, quiet: true })
        .then(setItems)
        .catch(() => {}),
    [api],
  );
  useEffect(() => {
    if (active) void load();
  }, [active, load]);

  const show = (item: MyAnnouncement) => {
    setOpen(item);
    if (item.read) return;
    setItems((list) => list?.map((a) => (a.id === item.id ? { ...a, read: true } : a)) ?? null);
    void api
      .call(announcementContracts.read, { id: item.id }, { loading: false, quiet: true })
      .catch(() => {});
  };

  if (!items || items.length === 0) return null;
  const unread = items.filter((a) => !a.read).length;
  return (
    <div className={classes.panel} style={{ padding: '14px 20px' }} data-testid="announcement-panel">
      <Group gap={8} mb="xs">
        <Text fw={600} size="sm" c="#1d2b42">
          公告
        </Text>
        {unread > 0 && (
          <Badge size="sm" color="red" variant="filled">
            {unread} 条未读
          </Badge>
        )}
      </Group>
      <Stack gap={4}>
        {items.slice(0, SHOWN).map((a) => (
          <UnstyledButton key={a.id} onClick={() => show(a)} aria-label={a.title}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                {!a.read && <span style={{ width: 6, height: 6, borderRadius: 3, background: '#e03131' }} />}
                <Text size="sm" fw={a.read ? 400 : 600} c="#1d2b42">
                  {a.title}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {a.createdByName}　{dayjs(a.publishedAt).format('YYYY-MM-DD')}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size={560}
        title={<Text fw={600}>{open?.title}</Text>}
      >
        <Text size="xs" c="dimmed" mb="sm">
          {open?.createdByName}　{open ? dayjs(open.publishedAt).format('YYYY-MM-DD HH:mm') : ''}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="announcement-body">
          {open?.body}
        </Text>
      </Modal>
    </div>
  );
}
