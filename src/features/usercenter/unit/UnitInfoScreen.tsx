// 基本信息 (the session's ledger set: the union whose books these are) and 平台管理 (the organisation
// that keeps them): name, credit code, address, heads and bank. The name prints on vouchers, books
// and statements. Read offline from the last answer with its time; a save needs the network.
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type UnitInfo, ztContracts } from '../../../core/contracts/zt';
import { setFormDirty } from '../../../pwa/dirty-forms';
import { useReport } from '../../../ui/data/use-report';
import { keptAtLabel } from '../../../ui/list';
import { PageHeader } from '../../../ui/PageHeader';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';

const fields: ReadonlyArray<readonly [keyof Omit<UnitInfo, 'version'>, string, string?]> = [
  ['name', '单位名称'],
  ['code', '统一社会信用代码', '18 位'],
  ['address', '地址'],
  ['phone', '电话'],
  ['chairman', '工会主席'],
  ['financeHead', '财务负责人'],
  ['bankName', '开户银行'],
  ['bankAccount', '银行账号'],
];

export function UnitInfoScreen({ route }: ScreenProps) {
  const platform = route.path.endsWith('/platform-management');
  const { api } = useServices();
  const read = useReport(platform ? ztContracts.platformInfo : ztContracts.unitInfo, {});
  const [values, setValues] = useState<UnitInfo | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (read.data) setValues(read.data);
  }, [read.data]);
  const dirty = values !== null && read.data != null && JSON.stringify(values) !== JSON.stringify(read.data);
  useEffect(() => {
    setFormDirty(`unit-info-${platform ? 'platform' : 'ledger'}`, dirty);
  }, [dirty, platform]);
  const save = async () => {
    if (!values) return;
    if (values.name.trim() === '') return;
    setBusy(true);
    const saved = await runWrite(
      { action: '保存基本信息', done: platform ? '平台信息已保存' : '基本信息已保存' },
      () =>
        api.call(platform ? ztContracts.savePlatformInfo : ztContracts.saveUnitInfo, values, { quiet: true }),
    );
    setBusy(false);
    if (saved) read.refresh();
  };
  return (
    <Stack gap="sm" p="md" data-testid="unit-info-screen">
      <PageHeader title={route.title} />
      <Paper withBorder p="md" maw={760}>
        <Text size="sm" c="dimmed" mb="sm">
          {platform
            ? '集中核算的单位（平台）信息，显示在平台的报表和打印件上。'
            : '本账套单位的信息；单位名称打印在凭证、账簿和报表上。'}
          {read.cachedAt !== null &&
            `（离线：显示的是 ${keptAtLabel(read.cachedAt)} 读取的信息，修改需要联网）`}
        </Text>
        {values && (
          <SimpleGrid cols={2} spacing="sm">
            {fields.map(([key, label, hint]) => (
              <TextInput
                key={key}
                label={label}
                placeholder={hint}
                withAsterisk={key === 'name'}
                error={key === 'name' && values.name.trim() === '' ? '单位名称不能为空' : undefined}
                value={values[key]}
                onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" disabled={!dirty} onClick={() => read.data && setValues(read.data)}>
            还原
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!dirty}>
            保存
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
