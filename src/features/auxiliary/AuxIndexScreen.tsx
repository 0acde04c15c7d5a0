// 辅助核算 (auxiliaryAccount/auxiliary-account-index): the items of every auxiliary type, and the
// project relations with the project sync. Reads are network-first with the last answer offline
// (read-only then); every write needs the server.
import { Button, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useOnline, useRemoteFirst } from '../../local';
import { CacheNotice } from '../../ui/CacheNotice';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { AuxItemsPanel } from './AuxItemsPanel';
import { auxApi } from './aux-api';
import { ProjectRelationsPanel } from './ProjectRelationsPanel';

export function AuxIndexScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const types = useRemoteFirst('auxiliary:types', (signal) => auxApi.allTypes(api, signal));
  const [tab, setTab] = useState<string | null>('items');
  const readOnly = !online || types.data === undefined || (types.source === 'cache' && !types.loading);
  const projectType = types.data?.find((t) => t.builtin === 'project') ?? null;

  return (
    <Stack gap="sm" p="sm" data-testid="aux-index-screen">
      <PageHeader
        title={route.title}
        subtitle="辅助核算"
        actions={
          <Button size="xs" variant="default" onClick={types.refresh} loading={types.loading}>
            刷新
          </Button>
        }
      />
      <CacheNotice read={types} online={online} what="辅助核算资料" />
      <Tabs value={tab} onChange={setTab} variant="outline" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="items">辅助核算项目</Tabs.Tab>
          <Tabs.Tab value="relations">项目关联</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="sm">
          <AuxItemsPanel types={types.data} readOnly={readOnly} onChanged={types.refresh} />
        </Tabs.Panel>
        <Tabs.Panel value="relations" pt="sm">
          <ProjectRelationsPanel projectType={projectType} readOnly={readOnly} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
