// The ordered approval steps of the 流程管理 dialog: each step's name, who acts (a duty, in the
// document's department or in any, or named users) and an optional 起始金额; add, remove, move.
import { ActionIcon, Button, Group, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { tryParseMoney } from '../../core/money';
import { blankStep, dutyNames, type StepForm, stepDuties } from './process-rules';

export interface StepsEditorProps {
  steps: StepForm[];
  onChange(steps: StepForm[]): void;
  /** Users who may act, as Select data (id as text, name). */
  users: readonly { value: string; label: string }[];
}

const dutyOptions = stepDuties.map((code) => ({ value: code, label: dutyNames.get(code) ?? code }));
const scopeOptions = [
  { value: 'department', label: '单据所在部门' },
  { value: 'all', label: '全部部门' },
];
const kindOptions = [
  { value: 'duty', label: '按岗位' },
  { value: 'users', label: '指定人员' },
];

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function StepsEditor({ steps, onChange, users }: StepsEditorProps) {
  const patch = (index: number, change: Partial<StepForm>) =>
    onChange(steps.map((s, i) => (i === index ? { ...s, ...change } : s)));

  return (
    <Stack gap={6}>
      {steps.map((step, index) => {
        const n = index + 1;
        return (
          <Paper key={step.key} withBorder p={6} radius="sm" aria-label={`第${n}步`} role="group">
            <Group gap={6} wrap="nowrap" align="flex-end">
              <Text size="sm" fw={600} w={44} pb={6}>
                第{n}步
              </Text>
              <TextInput
                size="xs"
                w={120}
                label="步骤名称"
                placeholder="如 部门审核"
                value={step.name}
                onChange={(e) => patch(index, { name: e.currentTarget.value })}
              />
              <Select
                size="xs"
                w={96}
                label="审批人"
                data={kindOptions}
                value={step.actorKind}
                allowDeselect={false}
                onChange={(v) => patch(index, { actorKind: v === 'users' ? 'users' : 'duty' })}
                comboboxProps={{ withinPortal: true }}
              />
              {step.actorKind === 'duty' ? (
                <>
                  <Select
                    size="xs"
                    w={110}
                    label="岗位"
                    data={dutyOptions}
                    value={step.duty}
                    onChange={(v) => patch(index, { duty: v })}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <Select
                    size="xs"
                    w={124}
                    label="范围"
                    data={scopeOptions}
                    value={step.scope}
                    allowDeselect={false}
                    onChange={(v) => patch(index, { scope: v === 'all' ? 'all' : 'department' })}
                    comboboxProps={{ withinPortal: true }}
                  />
                </>
              ) : (
                <MultiSelect
                  size="xs"
                  w={238}
                  label="人员"
                  data={[...users]}
                  value={step.userIds}
                  onChange={(v) => patch(index, { userIds: v })}
                  searchable
                  nothingFoundMessage="没有匹配的用户"
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              <TextInput
                size="xs"
                w={110}
                label="起始金额"
                placeholder="不限"
                inputMode="decimal"
                styles={{ input: { textAlign: 'right' } }}
                value={step.fromAmount}
                onChange={(e) => patch(index, { fromAmount: e.currentTarget.value })}
                // Shown as it is stored: "5000" becomes 5000.00; what is no amount stays for the check.
                onBlur={(e) => {
                  const m = tryParseMoney(e.currentTarget.value.trim());
                  if (m !== null && e.currentTarget.value.trim() !== '') patch(index, { fromAmount: m });
                }}
              />
              <Group gap={2} wrap="nowrap" pb={4}>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`上移第${n}步`}
                  disabled={index === 0}
                  onClick={() => onChange(move(steps, index, index - 1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`下移第${n}步`}
                  disabled={index === steps.length - 1}
                  onClick={() => onChange(move(steps, index, index + 1))}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`删除第${n}步`}
                  onClick={() => onChange(steps.filter((_, i) => i !== index))}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button size="compact-xs" variant="light" onClick={() => onChange([...steps, blankStep(steps)])}>
          添加步骤
        </Button>
      </Group>
    </Stack>
  );
}
