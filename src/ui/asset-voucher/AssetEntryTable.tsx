// The entry table of the asset generate-voucher dialogs (spec 000 §2.5: 余额方向, 科目 with a clear
// icon, 部门, 辅助核算 joined by a dot; max height 300, transform 450 with an amount column). Choosing
// a subject keeps the row's direction, clears its auxiliary items and opens the department chooser
// when the subject keeps departments (spec 000 §4.2). Shared by the card, provision, disposal and
// transform dialogs; the rows' rules are src/core/assets/voucher-rows.ts.
import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  ScrollArea,
  Select,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type AssetEntryRow,
  blankRow,
  type ClassSubjects,
  clearRow,
  type Direction,
  isFundingCode,
} from '../../core/assets/voucher-rows';
import { useReference } from '../../local/hooks';
import type { SubjectRecord, SubjectRow } from '../../local/subjects';
import { AuxiliaryItemPicker, DepartmentPicker, SubjectAutocomplete, SubjectPicker } from '../pickers';
import classes from './asset-voucher.module.css';

export interface AssetEntryTableProps {
  rows: readonly AssetEntryRow[];
  onChange(rows: AssetEntryRow[]): void;
  subjects: ClassSubjects;
  makeKey(): string;
  /** Transform rows carry an amount (spec 000 §2.5 dialog 4). */
  withAmount?: boolean;
  maxHeight?: number;
  disabled?: boolean;
}

const directions = [
  { value: '1', label: '借' },
  { value: '2', label: '贷' },
];

type Picking = { row: string; what: 'subject' | 'department' | 'aux' } | null;

export function AssetEntryTable({
  rows,
  onChange,
  subjects,
  makeKey,
  withAmount = false,
  maxHeight = 300,
  disabled = false,
}: AssetEntryTableProps) {
  const chart = (useReference<SubjectRecord>('subjects') ?? []) as SubjectRow[];
  const byCode = useMemo(() => new Map(chart.map((s) => [s.code, s])), [chart]);
  const [picking, setPicking] = useState<Picking>(null);
  const current = picking ? rows.find((r) => r.key === picking.row) : undefined;

  const patch = (key: string, change: (row: AssetEntryRow) => AssetEntryRow) =>
    onChange(rows.map((r) => (r.key === key ? change(r) : r)));

  const choose = (key: string, subject: SubjectRow) => {
    patch(key, (r) => ({
      ...clearRow(r),
      code: subject.code,
      name: subject.codeName,
      codeFullName: subject.codeFullName,
      funding: isFundingCode(subject.code, subjects),
      departmentAccounting: subject.deptAccounting,
    }));
    if (subject.deptAccounting) setPicking({ row: key, what: 'department' });
    else if (subject.auxTypes.length > 0) setPicking({ row: key, what: 'aux' });
  };

  return (
    <div className={classes.entryTable}>
      <ScrollArea.Autosize mah={maxHeight} type="auto">
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={2}
          horizontalSpacing={6}
          fz="xs"
          aria-label="凭证分录"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>序号</Table.Th>
              <Table.Th w={80}>余额方向</Table.Th>
              <Table.Th>科目</Table.Th>
              <Table.Th w={150}>部门</Table.Th>
              <Table.Th w={200}>辅助核算</Table.Th>
              {withAmount && <Table.Th w={130}>金额</Table.Th>}
              <Table.Th w={56}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const subject = byCode.get(row.code);
              const aux = row.auxiInfoList.map((a) => a.infoName).join('·');
              return (
                <Table.Tr key={row.key} data-testid="entry-row">
                  <Table.Td ta="center">{index + 1}</Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={`第${index + 1}行余额方向`}
                      data={directions}
                      value={String(row.balanceDirection)}
                      allowDeselect={false}
                      disabled={disabled}
                      onChange={(v) =>
                        v && patch(row.key, (r) => ({ ...r, balanceDirection: Number(v) as Direction }))
                      }
                      comboboxProps={{ withinPortal: true }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <div className={classes.subjectCell}>
                      <SubjectAutocomplete
                        subjects={chart}
                        code={row.code}
                        label={row.code ? `${row.code} ${row.codeFullName || row.name}` : ''}
                        aria-label={`第${index + 1}行科目`}
                        placeholder="输入编码或名称，双击选择"
                        className={classes.subjectInput}
                        disabled={disabled}
                        onChoose={(s) => choose(row.key, s)}
                        onClear={() => patch(row.key, clearRow)}
                        onOpenPicker={() => setPicking({ row: row.key, what: 'subject' })}
                        onDoubleClick={() => setPicking({ row: row.key, what: 'subject' })}
                      />
                      {row.code !== '' && !disabled && (
                        <CloseButton
                          size="xs"
                          aria-label={`清空第${index + 1}行`}
                          onClick={() => patch(row.key, clearRow)}
                        />
                      )}
                    </div>
                  </Table.Td>
                  <Table.Td>
                    {row.departmentAccounting ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={disabled}
                        onClick={() => setPicking({ row: row.key, what: 'department' })}
                      >
                        {row.departmentName ?? '选择部门'}
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {subject && subject.auxTypes.length > 0 ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={disabled}
                        onClick={() => setPicking({ row: row.key, what: 'aux' })}
                      >
                        {aux || '选择辅助核算'}
                      </Button>
                    ) : (
                      <Text size="xs">{aux}</Text>
                    )}
                  </Table.Td>
                  {withAmount && (
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`第${index + 1}行金额`}
                        value={row.moneyAmount}
                        disabled={disabled}
                        classNames={{ input: classes.amount }}
                        onChange={(e) => {
                          const v = e.currentTarget.value;
                          patch(row.key, (r) => ({ ...r, moneyAmount: v }));
                        }}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Tooltip label="删除此行">
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={`删除第${index + 1}行`}
                        disabled={disabled || rows.length <= 1}
                        onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                      >
                        ×
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group gap={6} mt={4}>
        <Button
          size="compact-xs"
          variant="light"
          disabled={disabled}
          onClick={() => onChange([...rows, blankRow(makeKey(), 1)])}
        >
          + 借方行
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          disabled={disabled}
          onClick={() => onChange([...rows, blankRow(makeKey(), 2)])}
        >
          + 贷方行
        </Button>
      </Group>
      <SubjectPicker
        opened={picking?.what === 'subject'}
        value={current?.code ?? null}
        onClose={() => setPicking(null)}
        onChoose={(s) => {
          const key = picking?.row;
          setPicking(null);
          if (key) choose(key, s);
        }}
      />
      <DepartmentPicker
        opened={picking?.what === 'department'}
        value={current?.departmentCode ?? null}
        onClose={() => setPicking(null)}
        onChoose={(d) => {
          const key = picking?.row;
          if (!key) return;
          const subject = byCode.get(current?.code ?? '');
          patch(key, (r) => ({ ...r, departmentCode: d.departmentCode, departmentName: d.departmentName }));
          setPicking(subject && subject.auxTypes.length > 0 ? { row: key, what: 'aux' } : null);
        }}
      />
      <AuxiliaryItemPicker
        opened={picking?.what === 'aux'}
        subject={current ? (byCode.get(current.code) ?? null) : null}
        value={current?.auxiInfoList ?? []}
        onClose={() => setPicking(null)}
        onSave={(value) => {
          const key = picking?.row;
          setPicking(null);
          if (key) patch(key, (r) => ({ ...r, auxiInfoList: value.map((a) => ({ ...a })) }));
        }}
      />
    </div>
  );
}
