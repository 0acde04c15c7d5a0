// /selecting: choose the ledger set (账套) and accounting year to work in. Lists GET /api/zt/list,
// saves with POST /api/zt/select, reloads the session info, then returns to `redirect` or home.
import { Alert, Button, Group, Loader, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type LedgerSetSummary, ztContracts } from '../../core/contracts/zt';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { safeRedirect } from '../guard';
import { loadUserInfo, signOut } from '../session/session-actions';
import { useShell } from '../shell-services';
import { PageFrame } from './PageFrame';

type LedgerSet = LedgerSetSummary;

const kindLabel: Record<LedgerSet['kind'], string> = { grassroots: '基层工会', county: '县级以上工会' };

/** The session's year for its own ledger set, else this year when open, else the latest open year. */
export function defaultYear(
  set: LedgerSet,
  sessionZid: string,
  sessionYear: number | null,
  thisYear: number,
): number {
  if (String(set.zid) === sessionZid && sessionYear !== null && set.years.includes(sessionYear))
    return sessionYear;
  if (set.years.includes(thisYear)) return thisYear;
  return set.years.at(-1) ?? set.startYear;
}

export function SelectingPage({ search }: ScreenProps) {
  const services = useShell();
  const { api, session, tabs } = services;
  const current = useSession();
  const go = useGo();
  const [sets, setSets] = useState<LedgerSet[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [zid, setZid] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = current !== null;

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api
      .call(ztContracts.list)
      .then((list) => {
        if (!live) return;
        setSets(list);
        const stored = session.read();
        const preferred = list.find((s) => String(s.zid) === stored?.zid) ?? list[0];
        if (preferred) {
          setZid(preferred.zid);
          setYear(defaultYear(preferred, stored?.zid ?? '', stored?.year ?? null, new Date().getFullYear()));
        }
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, session, signedIn]);

  const chosen = sets?.find((s) => s.zid === zid);
  const back = safeRedirect(search.redirect, '/');

  const choose = (set: LedgerSet) => {
    setZid(set.zid);
    setYear(defaultYear(set, current?.zid ?? '', current?.year ?? null, new Date().getFullYear()));
  };

  const enter = async () => {
    if (!chosen || year === null) return;
    setBusy(true);
    try {
      const changed = String(chosen.zid) !== current?.zid || year !== current?.year;
      await api.call(ztContracts.select, { zid: chosen.zid, year });
      // Calls name the session's ledger set (4017 when it differs): name the new one from now on.
      session.setUserInfo({ zid: chosen.zid, year });
      await loadUserInfo(api, session);
      // Screens kept open for the previous ledger set would show its data: start afresh.
      if (changed) tabs.reset();
      go(back, { replace: true });
    } catch {
      setBusy(false);
    }
  };

  if (!signedIn) {
    return (
      <PageFrame width={440}>
        <Stack gap="md">
          <Text fw={600} size="lg">
            选择账套
          </Text>
          <Text size="sm">登录后才能选择账套，请先登录。</Text>
          <Group>
            <Button onClick={() => go(`/login?${new URLSearchParams({ redirect: back })}`)}>去登录</Button>
          </Group>
        </Stack>
      </PageFrame>
    );
  }

  return (
    <PageFrame width={640}>
      <Stack gap="md">
        <div>
          <Text fw={600} size="lg" c="#1d2b42">
            选择账套
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            选择要处理的单位账套和会计年度；之后可随时点击页面顶部的账套名称切换。
          </Text>
        </div>
        {failed && (
          <Alert color="red" variant="light" title="账套列表加载失败">
            请检查网络连接后刷新页面重试。
          </Alert>
        )}
        {!sets && !failed && (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        )}
        {sets && sets.length === 0 && (
          <Alert color="orange" variant="light" title="没有可用的账套">
            您的账号还没有分配账套，请联系系统管理员在「操作员管理」中为您分配账套后重新登录。
          </Alert>
        )}
        {sets && sets.length > 0 && (
          <Table.ScrollContainer minWidth={520} mah={320}>
            <Table stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th w={70}>编号</Table.Th>
                  <Table.Th>账套名称</Table.Th>
                  <Table.Th w={110}>类型</Table.Th>
                  <Table.Th w={80}>启用年度</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sets.map((set) => (
                  <Table.Tr
                    key={set.zid}
                    onClick={() => choose(set)}
                    style={{ cursor: 'pointer' }}
                    bg={set.zid === zid ? 'var(--mantine-color-blue-0)' : undefined}
                    data-testid={`ledger-${set.ztno}`}
                  >
                    <Table.Td>
                      <Radio
                        size="xs"
                        checked={set.zid === zid}
                        onChange={() => choose(set)}
                        aria-label={set.name}
                      />
                    </Table.Td>
                    <Table.Td>{set.ztno}</Table.Td>
                    <Table.Td>{set.name}</Table.Td>
                    <Table.Td>{kindLabel[set.kind]}</Table.Td>
                    <Table.Td>{set.startYear}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" align="flex-end">
          <Select
            label="会计年度"
            w={160}
            data={(chosen?.years ?? []).map((y) => ({ value: String(y), label: `${y} 年度` }))}
            value={year === null ? null : String(year)}
            onChange={(v) => setYear(v === null ? null : Number(v))}
            disabled={!chosen}
            allowDeselect={false}
          />
          <Group gap="xs">
            {current?.zid ? (
              <Button variant="default" onClick={() => go(back)}>
                返回
              </Button>
            ) : (
              <Button variant="default" onClick={() => void signOut({ ...services, navigate: go })}>
                退出登录
              </Button>
            )}
            <Button onClick={enter} loading={busy} disabled={!chosen || year === null}>
              进入系统
            </Button>
          </Group>
        </Group>
      </Stack>
    </PageFrame>
  );
}
