// 部门期初余额 and 辅助核算期初余额 (init-department-balance, init-auxiliary-balance): the
// end-level subjects with that dimension on the left, each with whether its breakdown adds up; the
// chosen subject's rows on the right. A save replaces the subject's breakdown, and the server
// refuses one that does not add up to the subject's opening balance (its message is shown here).
import { Alert, Badge, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import type { BreakdownKind, BreakdownView } from '../../core/contracts/opening';
import { formatMoney } from '../../core/money';
import { setFormDirty } from '../../pwa/dirty-forms';
import { openMessageDialog } from '../../ui/dialogs';
import classes from '../../ui/init/init.module.css';
import { OpeningRoute } from '../../ui/init/init-routes';
import { type Refusal, refusalOf, relabelRows } from '../../ui/init/refusal';
import { useLoad } from '../../ui/init/use-load';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { BreakdownEditor, type Choice } from './BreakdownEditor';
import { checkBreakdown, type DraftRow, draftRowsOf } from './breakdown';
import { isOpeningLocked, OpeningBanner } from './OpeningBanner';
import { loadAuxTypes, loadBreakdowns, loadDepartments, loadOpening, saveBreakdown } from './opening-api';

const texts = {
  department: {
    title: '部门期初余额',
    dimension: '部门',
    empty: '没有设置部门核算的末级科目。请先在「科目设置」中为科目勾选部门核算。',
  },
  auxiliary: {
    title: '辅助核算期初余额',
    dimension: '辅助核算',
    empty: '没有设置辅助核算的末级科目。请先在「辅助核算类型管理」中为科目关联辅助核算类型。',
  },
} as const;

async function loadAll(api: Parameters<typeof loadOpening>[0], kind: BreakdownKind) {
  const [state, views, departments, auxTypes] = await Promise.all([
    loadOpening(api),
    loadBreakdowns(api, kind),
    kind === 'department' ? loadDepartments(api) : Promise.resolve([]),
    kind === 'auxiliary' ? loadAuxTypes(api) : Promise.resolve([]),
  ]);
  const deptChoices: Choice[] = departments
    .filter((d) => d.enabled)
    .map((d) => ({ value: d.departmentCode, label: `${d.departmentCode} ${d.departmentName}` }));
  const auxItems = new Map<string, Choice[]>(
    auxTypes.map((t) => [
      t.typeNo,
      t.childData
        .filter((i) => i.enabled)
        .map((i) => ({ value: i.infoNo, label: `${i.infoNo} ${i.infoName}` })),
    ]),
  );
  return { state, views, deptChoices, auxItems };
}

export function BreakdownScreen({ kind, search }: ScreenProps & { kind: BreakdownKind }) {
  const { api } = useServices();
  const go = useGo();
  const text = texts[kind];
  const loaded = useLoad(() => loadAll(api, kind));
  const [selected, setSelected] = useState<string | null>(search.code ?? null);
  const [drafts, setDrafts] = useState<ReadonlyMap<string, DraftRow[]>>(new Map());
  const [filter, setFilter] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);

  const data = loaded.data;
  const locked = data ? isOpeningLocked(data.state) : true;
  const views = data?.views ?? [];
  const current: BreakdownView | undefined = views.find((v) => v.code === selected) ?? views[0];
  // Saved rows get their React keys once per load, so typing never remounts a cell.
  const savedRows = useMemo(() => (current ? draftRowsOf(current) : []), [current]);
  const rows = current ? (drafts.get(current.code) ?? savedRows) : savedRows;
  const check = useMemo(() => (current ? checkBreakdown(kind, current, rows) : null), [kind, current, rows]);
  const shown = views.filter(
    (v) => filter.trim() === '' || v.code.startsWith(filter.trim()) || v.codeName.includes(filter.trim()),
  );
  const formId = `opening-${kind}-breakdown`;
  const dirty = drafts.size > 0;
  useEffect(() => {
    setFormDirty(formId, dirty);
    return () => setFormDirty(formId, false);
  }, [formId, dirty]);

  const select = (code: string) => {
    setSelected(code);
    setRefusal(null);
  };

  const save = async () => {
    if (!current || !check) return;
    const first = check.problems[0];
    if (first) {
      await openMessageDialog({ title: '提示', tone: 'warning', message: first });
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      await saveBreakdown(api, kind, current.code, check.details);
      setDrafts((prev) => {
        const next = new Map(prev);
        next.delete(current.code);
        return next;
      });
      await loaded.reload();
      notifications.show({
        color: 'teal',
        message: `${current.code} ${current.codeName}：${text.title}已保存`,
        autoClose: 3_000,
      });
    } catch (error) {
      const found = refusalOf(error);
      setRefusal({
        ...found,
        lines: relabelRows(
          found.lines,
          check.detailRows.map((n) => `第${n}行`),
        ),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid={`${kind}-balance-screen`}>
      <PageHeader
        title={text.title}
        subtitle="初始设置"
        actions={
          <>
            <Button size="xs" variant="default" onClick={() => go(OpeningRoute.subjectBalance)}>
              科目期初余额
            </Button>
            <Button size="xs" variant="default" onClick={() => void loaded.reload()} loading={loaded.loading}>
              刷新
            </Button>
            <Button
              size="xs"
              onClick={() => void save()}
              loading={saving}
              disabled={locked || !current || !drafts.has(current.code)}
            >
              保存
            </Button>
          </>
        }
      />
      {loaded.failure && (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm">读取失败：{loaded.failure.message}</Text>
        </Alert>
      )}
      {data && <OpeningBanner state={data.state} />}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div className={classes.panel} style={{ width: 330, flex: 'none' }}>
          <TextInput
            size="xs"
            mb={8}
            placeholder="按科目编码或名称查找"
            aria-label="查找科目"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <div
            style={{ maxHeight: 'calc(100vh - 300px)', overflow: 'auto' }}
            role="listbox"
            aria-label="科目"
          >
            {data && views.length === 0 && (
              <Text size="sm" c="dimmed" p="sm">
                {text.empty}
              </Text>
            )}
            {shown.map((v) => {
              const draft = drafts.get(v.code);
              const difference = draft ? checkBreakdown(kind, v, draft).difference : v.difference;
              const active = current?.code === v.code;
              return (
                <UnstyledButton
                  key={v.code}
                  role="option"
                  aria-selected={active}
                  onClick={() => select(v.code)}
                  data-testid={`breakdown-subject-${v.code}`}
                  w="100%"
                  px={8}
                  py={6}
                  style={{
                    borderRadius: 3,
                    background: active ? 'var(--mantine-color-blue-0)' : undefined,
                    borderLeft: `3px solid ${active ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap={6}>
                    <Text size="sm" truncate>
                      <span className={classes.code}>{v.code}</span> {v.codeName}
                    </Text>
                    {draft ? (
                      <Badge size="xs" color="orange" variant="light">
                        未保存
                      </Badge>
                    ) : difference === '0.00' ? (
                      <Badge size="xs" color="teal" variant="light">
                        已平衡
                      </Badge>
                    ) : (
                      <Badge size="xs" color="red" variant="light">
                        差 {formatMoney(difference)}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" className={classes.num} ta="left">
                    科目余额 {formatMoney(v.initAmount)}
                  </Text>
                </UnstyledButton>
              );
            })}
          </div>
        </div>
        <div className={classes.panel} style={{ flex: 1, minWidth: 0 }}>
          {current && check ? (
            <Stack gap={8}>
              <Group justify="space-between">
                <Text fw={600} size="sm" data-testid="breakdown-title">
                  {current.code} {current.codeFullName}
                </Text>
                <Text size="xs" c="dimmed">
                  余额方向 {current.balanceDirection === 1 ? '借' : '贷'} · 按{text.dimension}分配科目期初余额
                </Text>
              </Group>
              <BreakdownEditor
                kind={kind}
                view={current}
                rows={rows}
                check={check}
                locked={locked}
                departments={data?.deptChoices ?? []}
                auxItems={data?.auxItems ?? new Map()}
                onRows={(next) => {
                  setRefusal(null);
                  setDrafts((prev) => new Map(prev).set(current.code, next));
                }}
              />
              {refusal && (
                <Alert color="red" variant="light" p="xs" data-testid="breakdown-refusal">
                  <Text size="sm" fw={600}>
                    未保存：{refusal.message}
                  </Text>
                  {refusal.lines.map((line) => (
                    <Text size="sm" key={line}>
                      {line}
                    </Text>
                  ))}
                </Alert>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" p="md">
              {loaded.loading
                ? '正在读取…'
                : views.length === 0
                  ? `没有需要录入${text.dimension}明细的科目`
                  : '请选择左侧的科目'}
            </Text>
          )}
        </div>
      </Group>
    </Stack>
  );
}

export function DepartmentBalanceScreen(props: ScreenProps) {
  return <BreakdownScreen {...props} kind="department" />;
}

export function AuxiliaryBalanceScreen(props: ScreenProps) {
  return <BreakdownScreen {...props} kind="auxiliary" />;
}
