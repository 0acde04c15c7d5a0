// 系统设置: session lifetimes, password policy, login throttling, the captcha, upload limits, request
// logging and how long the operation log is kept. Each number is bounded as the server bounds it and
// checked here first (the same rules: settingsProblem); the server follows a save at its next call.
import { Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  type SystemSettings,
  type SystemSettingView,
  settingBounds,
  settingLabels,
  settingsProblem,
  systemSettingContracts,
} from '../../../core/contracts/system-setting';
import { setFormDirty } from '../../../pwa/dirty-forms';
import { useReport } from '../../../ui/data/use-report';
import { keptAtLabel } from '../../../ui/list';
import { PageHeader } from '../../../ui/PageHeader';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { timeText } from '../operators/AuditDialog';

type NumberKey = keyof typeof settingBounds;
type FlagKey = {
  [K in keyof SystemSettings]: SystemSettings[K] extends boolean ? K : never;
}[keyof SystemSettings];

const sections: ReadonlyArray<{ title: string; numbers: NumberKey[]; flags: FlagKey[] }> = [
  { title: '登录会话', numbers: ['sessionIdleMinutes', 'sessionMaxMinutes'], flags: ['captcha'] },
  {
    title: '密码策略',
    numbers: ['passwordMinLength'],
    flags: ['passwordLetterAndDigit', 'passwordMixedCase', 'passwordSymbol'],
  },
  {
    title: '登录失败限制',
    numbers: ['throttleWindowMinutes', 'throttleMaxPerAccount', 'throttleMaxPerAddress'],
    flags: [],
  },
  { title: '附件上传', numbers: ['uploadFileMb', 'uploadTotalMb'], flags: [] },
  { title: '日志', numbers: ['oplogKeepDays'], flags: ['requestLog'] },
];

/** The first number out of its bounds, or a rule between fields; null when the form may be saved. */
export function formProblem(values: SystemSettings): string | null {
  for (const key of Object.keys(settingBounds) as NumberKey[]) {
    const [min, max] = settingBounds[key];
    const v = values[key];
    if (!Number.isInteger(v) || v < min || v > max)
      return `${settingLabels[key]}应为 ${min} 到 ${max} 之间的整数`;
  }
  return settingsProblem(values);
}

export function SystemSettingScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const read = useReport(systemSettingContracts.get, {});
  const [values, setValues] = useState<SystemSettingView | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (read.data) setValues(read.data);
  }, [read.data]);
  const dirty = values !== null && read.data != null && JSON.stringify(values) !== JSON.stringify(read.data);
  useEffect(() => setFormDirty('system-setting', dirty), [dirty]);
  const problem = values ? formProblem(values) : null;
  const save = async () => {
    if (!values || problem) return;
    const { updatedAt: _a, updatedBy: _b, ...body } = values;
    setBusy(true);
    const saved = await runWrite({ action: '保存系统设置', done: '系统设置已保存' }, () =>
      api.call(systemSettingContracts.save, body, { quiet: true }),
    );
    setBusy(false);
    if (saved) read.refresh();
  };
  return (
    <Stack gap="sm" p="md" data-testid="system-setting-screen">
      <PageHeader title={route.title} />
      <Paper withBorder p="md" maw={900}>
        <Text size="sm" c="dimmed" mb="sm">
          保存后立即生效：新的登录、密码修改、上传和每次请求都按这里的设置执行。
          {values?.updatedAt
            ? `上次由 ${values.updatedBy} 于 ${timeText(values.updatedAt)} 修改。`
            : '当前为服务器配置的初始值。'}
          {read.cachedAt !== null &&
            `（离线：显示的是 ${keptAtLabel(read.cachedAt)} 读取的设置，修改需要联网）`}
        </Text>
        {values && (
          <Stack gap="md">
            {sections.map((section) => (
              <div key={section.title}>
                <Text fw={600} size="sm" mb={6}>
                  {section.title}
                </Text>
                <SimpleGrid cols={3} spacing="sm">
                  {section.numbers.map((key) => (
                    <NumberInput
                      key={key}
                      size="xs"
                      label={settingLabels[key]}
                      description={`${settingBounds[key][0]} 到 ${settingBounds[key][1]}`}
                      min={settingBounds[key][0]}
                      max={settingBounds[key][1]}
                      allowDecimal={false}
                      allowNegative={false}
                      value={values[key]}
                      onChange={(v) =>
                        setValues({ ...values, [key]: typeof v === 'number' ? v : Number.NaN })
                      }
                    />
                  ))}
                </SimpleGrid>
                {section.flags.length > 0 && (
                  <Group gap="lg" mt={8}>
                    {section.flags.map((key) =>
                      key === 'captcha' || key === 'requestLog' ? (
                        <Switch
                          key={key}
                          size="sm"
                          label={settingLabels[key]}
                          checked={values[key]}
                          onChange={(e) => setValues({ ...values, [key]: e.currentTarget.checked })}
                        />
                      ) : (
                        <Checkbox
                          key={key}
                          size="sm"
                          label={settingLabels[key]}
                          checked={values[key]}
                          onChange={(e) => setValues({ ...values, [key]: e.currentTarget.checked })}
                        />
                      ),
                    )}
                  </Group>
                )}
              </div>
            ))}
          </Stack>
        )}
        {problem && (
          <Text size="sm" c="red" mt="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" disabled={!dirty} onClick={() => read.data && setValues(read.data)}>
            还原
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!dirty || problem !== null}>
            保存
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
