// 部门经费录入 (passageway/department-funds-input): a department's expense (or income) in one line:
// choose the department and one of its shortcut subjects (部门核算科目快捷设置), the cash or bank
// subject, the amount and summary. The voucher is saved like 凭证录入's, through the outbox, so it
// works offline and the server numbers it on arrival.
import { Button, Chip, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { DepartmentRecord } from '../../../local/departments';
import { useReference } from '../../../local/hooks';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { useGo } from '../../../ui/use-go';
import { linesFromTemplate } from '../../../ui/voucher/voucher-draft';
import { useCashCodes } from '../entry/use-voucher-context';
import { LastSaved } from '../quick/LastSaved';
import { OneAmountFields } from '../quick/OneAmountFields';
import { QuickLinesTable } from '../quick/QuickLinesTable';
import { useOneAmountVoucher } from '../quick/use-one-amount-voucher';
import { DepartmentList } from './DepartmentList';
import { type FundsDirection, fundsEntries } from './funds-model';
import { useShortcuts } from './shortcut-store';

export function DepartmentFundsInputScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const go = useGo();
  const departments = useReference<DepartmentRecord>('departments');
  const cashCodes = useCashCodes();
  const { byDept } = useShortcuts(api);
  const form = useOneAmountVoucher();
  const { reference, subjects, amount, summary, last } = form;
  const depts = useMemo(
    () =>
      [...(departments ?? [])]
        .filter((d) => d.enabled)
        .sort((a, b) => (a.departmentCode < b.departmentCode ? -1 : 1)),
    [departments],
  );
  const [chosenDept, setChosenDept] = useState<string | null>(null);
  const dept = chosenDept ?? depts[0]?.departmentCode ?? null;
  const subjectByCode = useMemo(() => new Map((subjects ?? []).map((s) => [s.code, s])), [subjects]);
  const shortcuts = (dept ? (byDept.get(dept)?.subjectCodes ?? []) : []).filter(
    (c) => subjectByCode.get(c)?.enabled,
  );
  const [subject, setSubject] = useState<string | null>(null);
  const chosenSubject = subject && shortcuts.includes(subject) ? subject : (shortcuts[0] ?? null);
  const payOptions = useMemo(
    () =>
      (subjects ?? [])
        .filter(
          (s) =>
            s.isLeaf &&
            s.enabled &&
            !s.deptAccounting &&
            (s.auxTypes?.length ?? 0) === 0 &&
            (cashCodes ?? ['101', '102']).some((c) => s.code.startsWith(c)),
        )
        .sort((a, b) => (a.code < b.code ? -1 : 1))
        .map((s) => ({ value: s.code, label: `${s.code} ${s.codeFullName.replaceAll('/', '——')}` })),
    [subjects, cashCodes],
  );
  const [payCode, setPayCode] = useState<string | null>(null);
  const pay =
    payCode ?? payOptions.find((o) => o.value.startsWith('102'))?.value ?? payOptions[0]?.value ?? null;
  const [direction, setDirection] = useState<FundsDirection>('expense');

  const built = fundsEntries({
    direction,
    deptCode: dept ?? '',
    subjectCode: chosenSubject ?? '',
    payCode: pay ?? '',
    amount,
    summary,
  });
  const lines = useMemo(() => {
    if (!built.ok) return [];
    let n = 0;
    return linesFromTemplate(built.entries, reference, () => `l${n++}`);
  }, [built, reference]);
  const save = () => void form.save(built.ok ? { ok: true, lines } : built);

  const deptName = depts.find((d) => d.departmentCode === dept)?.departmentName ?? '';
  return (
    <Stack gap="sm" p="sm" data-testid="department-funds-input-screen">
      <PageHeader
        title={route.title}
        subtitle="按部门录入经费收支，生成带部门核算的凭证；离线时保存在本机，联网后自动提交"
        actions={
          <Button
            size="xs"
            variant="default"
            onClick={() => go('/final/financialSoftware/passageway/department-accounting-subjects-fast')}
          >
            快捷科目设置
          </Button>
        }
      />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <DepartmentList departments={depts} chosen={dept} onChoose={setChosenDept} />
        <Panel style={{ flex: 1 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{deptName ? `${deptName}经费` : '请选择部门'}</Text>
              <LastSaved last={last} />
            </Group>
            <Group gap="md" align="flex-end">
              <SegmentedControl
                size="xs"
                aria-label="收支方向"
                value={direction}
                onChange={(v) => setDirection(v as FundsDirection)}
                data={[
                  { value: 'expense', label: '支出' },
                  { value: 'income', label: '收入' },
                ]}
              />
              <Select
                size="xs"
                w={260}
                label="结算科目"
                aria-label="结算科目"
                data={payOptions}
                value={pay}
                allowDeselect={false}
                onChange={(v) => v && setPayCode(v)}
                comboboxProps={{ withinPortal: true }}
              />
            </Group>
            <div>
              <Text size="xs" c="dimmed" mb={4}>
                核算科目（部门快捷科目）
              </Text>
              {shortcuts.length === 0 ? (
                <Text size="sm" c="orange.8" data-testid="no-shortcuts">
                  该部门尚未设置快捷科目，请到「部门核算科目快捷设置」中选择
                </Text>
              ) : (
                <Chip.Group value={chosenSubject ?? ''} onChange={(v) => setSubject(String(v))}>
                  <Group gap={6} aria-label="核算科目">
                    {shortcuts.map((code) => (
                      <Chip key={code} value={code} size="xs" radius="sm">
                        {code} {subjectByCode.get(code)?.codeName ?? ''}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              )}
            </div>
            <OneAmountFields form={form} ready={built.ok} onSave={save} />
            {built.ok ? (
              <QuickLinesTable lines={lines} />
            ) : (
              <Text size="xs" c="dimmed" data-testid="funds-hint">
                {built.message}
              </Text>
            )}
          </Stack>
        </Panel>
      </Group>
    </Stack>
  );
}
