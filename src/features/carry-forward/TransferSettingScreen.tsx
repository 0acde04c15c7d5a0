// 结转设置 (settings/transfer): where 期末结转 carries each part of the union's funds, where 年末结转
// moves each fund's details, and which 收入/支出 subjects are 专项 or 财政拨款 (a subject without its
// own choice follows its parent, then the 制度's parts). Read offline from the last answer; a save
// goes through the outbox.

import { Badge, Button, Group, NativeSelect, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type CarryPart,
  carryParts,
  isUnder,
  partFunds,
  partLabels,
  partOf,
  type YearEndFund,
  yearEndFunds,
} from '../../core/carry-forward';
import { settingProblems, type TargetSubject } from '../../core/carry-forward/setting';
import { P } from '../../core/permissions/keys';
import { waitForLocalDb } from '../../local/db';
import { useLocalDb, useOnline, useReference } from '../../local/hooks';
import { queueSettingSave, useSettingDoc } from '../../local/setting-docs';
import type { SubjectRecord } from '../../local/subjects';
import type { VoucherTypeRecord } from '../../local/voucher-types';
import { openMessageDialog } from '../../ui/dialogs';
import { useEditedCopy } from '../../ui/forms/use-edited-copy';
import { KeptNotice, SaveState } from '../../ui/KeptNotice';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { carrySettingDoc, type SettingBody } from './carry-store';

type Values = Omit<SettingBody, 'version'>;

const valuesOf = (s: SettingBody): Values => ({
  targets: s.targets,
  yearEndTargets: s.yearEndTargets,
  rules: s.rules,
  voucherType: s.voucherType,
  summary: s.summary,
});

const sourceLabels = { rule: '本设置', builtin: '制度规定', default: '默认' } as const;

export function TransferSettingScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const can = session?.permissions.includes(P.settings.transfer) ?? false;
  const state = useSettingDoc<
    SettingBody & { updatedAt: string | null; updatedBy: string | null },
    SettingBody
  >(carrySettingDoc, api);
  const subjects = useReference<SubjectRecord>('subjects');
  const types = useReference<VoucherTypeRecord>('voucherTypes');
  const base = state.draft?.data ?? state.setting;
  const copy = useEditedCopy<Values>(base ? valuesOf(base) : undefined);
  const values = copy.values;
  const [busy, setBusy] = useState(false);

  const chart = useMemo(() => {
    const map = new Map<string, TargetSubject>();
    for (const s of subjects ?? []) {
      map.set(s.code, {
        code: s.code,
        name: s.codeName,
        parentCode: s.parentCode,
        category: s.category,
        isLeaf: s.isLeaf,
        enabled: s.enabled,
        deptAccounting: s.deptAccounting,
        auxTypeCount: s.auxTypes?.length ?? 0,
      });
    }
    return map;
  }, [subjects]);
  const sorted = useMemo(() => [...(subjects ?? [])].sort((a, b) => (a.code < b.code ? -1 : 1)), [subjects]);
  const carried = sorted.filter((s) => s.category === '收入' || s.category === '支出');
  const leavesUnder = (fund: string) =>
    sorted
      .filter((s) => s.isLeaf && s.enabled && s.code !== fund && isUnder(s.code, fund))
      .map((s) => ({ value: s.code, label: `${s.code} ${s.codeFullName.replaceAll('/', '——')}` }));

  const rules = useMemo(() => new Map((values?.rules ?? []).map((r) => [r.code, r.part])), [values?.rules]);
  const dirty = copy.dirty;
  const setValues = (next: Values | ((v: Values | null) => Values | null)) => {
    const value = typeof next === 'function' ? next(values) : next;
    if (value) copy.set(value);
  };
  const problems = values && subjects ? settingProblems(values, chart) : [];

  const setRule = (code: string, part: CarryPart | null) =>
    setValues((v) =>
      v
        ? {
            ...v,
            rules: [...v.rules.filter((r) => r.code !== code), ...(part ? [{ code, part }] : [])].sort(
              (a, b) => (a.code < b.code ? -1 : 1),
            ),
          }
        : v,
    );

  const save = async () => {
    if (!values || !base) return;
    if (problems.length > 0) {
      await openMessageDialog({ title: '提示', message: problems.join('\n'), tone: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await queueSettingSave(
        carrySettingDoc,
        { ...values, summary: values.summary.trim(), version: base.version },
        '保存结转设置',
        db ?? (await waitForLocalDb()),
      );
    } finally {
      setBusy(false);
    }
  };

  const status = state.setting?.updatedAt
    ? `${state.setting.updatedBy ?? ''} 于 ${new Date(state.setting.updatedAt).toLocaleString('zh-CN', { hour12: false })} 保存`
    : '尚未设置，使用默认值';

  const targetSelect = (
    label: string,
    fund: string,
    value: string | null,
    onChange: (v: string | null) => void,
    clearable: boolean,
  ) => (
    <Select
      key={label}
      size="xs"
      w={300}
      label={label}
      aria-label={label}
      data={leavesUnder(fund)}
      value={value}
      clearable={clearable}
      allowDeselect={clearable}
      disabled={!can}
      placeholder={clearable ? '（不使用）' : '请选择'}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Stack gap="sm" p="sm" data-testid="transfer-setting-screen">
      <PageHeader
        title={route.title}
        subtitle={status}
        actions={
          <>
            <Button size="xs" variant="default" onClick={state.read.refresh} loading={state.read.loading}>
              刷新
            </Button>
            {can && (
              <>
                <Button size="xs" variant="default" disabled={!dirty || busy} onClick={copy.reset}>
                  撤销修改
                </Button>
                <Button size="xs" disabled={!dirty} loading={busy} onClick={() => void save()}>
                  保存
                </Button>
              </>
            )}
          </>
        }
      />
      <KeptNotice read={state.read} online={online} what="结转设置" />
      <SaveState pending={state.draft?.syncState === 'pending'} refusal={state.refusal} />
      {values && (
        <>
          <Panel
            title="期末结转科目"
            note="收入、支出按资金性质结转到各自的「本年收支结转」明细"
            padding={14}
          >
            <Group gap="md" align="flex-end">
              {carryParts.map((part) =>
                targetSelect(
                  `${partLabels[part]} → ${partFunds[part].fund}`,
                  partFunds[part].fund,
                  values.targets[part],
                  (v) => setValues({ ...values, targets: { ...values.targets, [part]: v } }),
                  part === 'fiscal',
                ),
              )}
            </Group>
            <Group gap="md" mt="sm" align="flex-end">
              <Select
                size="xs"
                w={160}
                label="凭证字"
                aria-label="凭证字"
                data={(types ?? [])
                  .filter((t) => t.enabled)
                  .map((t) => ({ value: t.code, label: `${t.code}　${t.name}` }))}
                value={values.voucherType}
                clearable
                placeholder="（默认凭证字）"
                disabled={!can}
                onChange={(v) => setValues({ ...values, voucherType: v })}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                size="xs"
                w={300}
                label="结转摘要"
                maxLength={100}
                value={values.summary}
                disabled={!can}
                onChange={(e) => setValues({ ...values, summary: e.currentTarget.value })}
              />
            </Group>
          </Panel>
          <Panel title="年末结转科目" note="12月结转后，各明细余额转入累计结转 / 累计结余" padding={14}>
            <Group gap="md" align="flex-end">
              {yearEndFunds.map((fund: YearEndFund) =>
                targetSelect(
                  `${fund} ${chart.get(fund)?.name ?? ''} → `,
                  fund,
                  values.yearEndTargets[fund],
                  (v) => setValues({ ...values, yearEndTargets: { ...values.yearEndTargets, [fund]: v } }),
                  fund === '331' || fund === '332',
                ),
              )}
            </Group>
          </Panel>
          {problems.length > 0 && (
            <Text size="xs" c="red.7" data-testid="setting-problems">
              {problems.join('；')}
            </Text>
          )}
          <Panel
            title="收入、支出科目的结转类别"
            note={`共 ${carried.length} 个科目；未单独设置的科目随上级科目或制度规定`}
          >
            <Table
              withTableBorder
              withColumnBorders
              striped
              verticalSpacing={3}
              fz="sm"
              aria-label="科目结转类别"
              stickyHeader
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={110}>科目编码</Table.Th>
                  <Table.Th>科目名称</Table.Th>
                  <Table.Th w={60}>类别</Table.Th>
                  <Table.Th w={170}>单独设置</Table.Th>
                  <Table.Th w={110}>结转类别</Table.Th>
                  <Table.Th w={90}>依据</Table.Th>
                  <Table.Th w={100}>结转至</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {carried.map((s) => {
                  const resolved = partOf(s.code, chart, rules);
                  const own = rules.get(s.code) ?? null;
                  return (
                    <Table.Tr key={s.code}>
                      <Table.Td style={{ paddingLeft: 8 + (s.level - 1) * 14 }}>{s.code}</Table.Td>
                      <Table.Td>{s.codeName}</Table.Td>
                      <Table.Td>{s.category}</Table.Td>
                      <Table.Td py={1}>
                        <NativeSelect
                          size="xs"
                          aria-label={`${s.code} 结转类别`}
                          data={[
                            { value: '', label: '随上级' },
                            ...carryParts.map((p) => ({ value: p, label: partLabels[p] })),
                          ]}
                          value={own ?? ''}
                          disabled={!can}
                          onChange={(e) =>
                            setRule(s.code, (e.currentTarget.value || null) as CarryPart | null)
                          }
                        />
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          size="sm"
                          radius="sm"
                          variant="light"
                          color={
                            resolved.part === 'special'
                              ? 'grape'
                              : resolved.part === 'fiscal'
                                ? 'orange'
                                : 'gray'
                          }
                        >
                          {partLabels[resolved.part]}
                        </Badge>
                      </Table.Td>
                      <Table.Td c="dimmed">
                        {sourceLabels[resolved.source]}
                        {resolved.from && resolved.from !== s.code ? `（${resolved.from}）` : ''}
                      </Table.Td>
                      <Table.Td>{values.targets[resolved.part] ?? '—'}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Panel>
        </>
      )}
    </Stack>
  );
}
