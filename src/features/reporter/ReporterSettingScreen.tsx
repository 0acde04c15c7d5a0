// 报表人员设置 (settings/reporter-setting): 单位负责人, 财务负责人 and 制表人, printed at the foot of
// the 资产负债表 and 收入支出表. Read offline from the last answer with its time; a save goes through
// the outbox and shows as 待同步 until the server has it.

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { P } from '../../core/permissions/keys';
import {
  REPORTER_NAME_MAX,
  type ReporterInput,
  type ReporterSetting,
  reporterLabels,
  reporterProblem,
  signatureLine,
} from '../../core/reporter';
import { waitForLocalDb } from '../../local/db';
import { useLocalDb, useOnline } from '../../local/hooks';
import { reporterDoc } from '../../local/reporter';
import { queueSettingSave, useSettingDoc } from '../../local/setting-docs';
import { useEditedCopy } from '../../ui/forms/use-edited-copy';
import { KeptNotice, SaveState } from '../../ui/KeptNotice';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';

type Body = ReporterInput & { version: number };

const keys = Object.keys(reporterLabels) as (keyof ReporterInput)[];
const inputOf = (s: ReporterInput): ReporterInput => ({
  unitHead: s.unitHead,
  financeHead: s.financeHead,
  preparer: s.preparer,
});

export function ReporterSettingScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const can = session?.permissions.includes(P.settings.reporter) ?? false;
  const state = useSettingDoc<ReporterSetting, Body>(reporterDoc, api);
  const base = state.draft?.data ?? state.setting;
  const copy = useEditedCopy<ReporterInput>(base ? inputOf(base) : undefined);
  const { values, dirty } = copy;
  const setValues = copy.set;
  const [busy, setBusy] = useState(false);
  const problem = values ? reporterProblem(values) : null;

  const save = async () => {
    if (!values || !base || problem) return;
    setBusy(true);
    try {
      const body: Body = {
        unitHead: values.unitHead.trim(),
        financeHead: values.financeHead.trim(),
        preparer: values.preparer.trim(),
        version: base.version,
      };
      await queueSettingSave(reporterDoc, body, '保存报表人员设置', db ?? (await waitForLocalDb()));
    } finally {
      setBusy(false);
    }
  };

  const status = state.setting?.updatedAt
    ? `${state.setting.updatedBy ?? ''} 于 ${new Date(state.setting.updatedAt).toLocaleString('zh-CN', { hour12: false })} 保存`
    : '尚未设置';

  return (
    <Stack gap="sm" p="sm" data-testid="reporter-setting-screen">
      <PageHeader
        title={route.title}
        subtitle={status}
        actions={
          <>
            <Button size="xs" variant="default" onClick={state.read.refresh} loading={state.read.loading}>
              刷新
            </Button>
            {can && (
              <Button
                size="xs"
                disabled={!dirty || problem !== null}
                loading={busy}
                onClick={() => void save()}
              >
                保存
              </Button>
            )}
          </>
        }
      />
      <KeptNotice read={state.read} online={online} what="报表人员设置" />
      <SaveState pending={state.draft?.syncState === 'pending'} refusal={state.refusal} />
      {values && (
        <Panel
          title="报表签章人员"
          note="打印在资产负债表、收入支出表的表尾；留空则留出手写位置"
          padding={16}
        >
          <Group gap="lg" align="flex-start">
            {keys.map((key) => (
              <TextInput
                key={key}
                size="xs"
                w={180}
                label={reporterLabels[key]}
                maxLength={REPORTER_NAME_MAX + 5}
                value={values[key]}
                disabled={!can}
                onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && dirty && !problem) void save();
                }}
              />
            ))}
          </Group>
          {problem && (
            <Text size="xs" c="red.7" mt={6} data-testid="reporter-problem">
              {problem}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt="md">
            表尾预览
          </Text>
          <Text
            size="sm"
            mt={4}
            data-testid="reporter-preview"
            style={{ borderTop: '1px solid #dee2e6', paddingTop: 6 }}
          >
            {signatureLine(values)}
          </Text>
        </Panel>
      )}
    </Stack>
  );
}
