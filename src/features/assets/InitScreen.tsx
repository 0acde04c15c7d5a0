// 资产初始化 (assets-init): the opening cards as at the books' first day (with what they had charged
// and the months used), checked class by class against the opening balances of the asset,
// accumulated-depreciation and fund subjects; 确认初始化 is refused with each difference until they
// agree, and clears /checkFinancial state 4. The cards go through the outbox like any card.
import { Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ASSET_CLASSES, assetClassName } from '../../core/assets/types';
import { assetCardContracts, assetInitContracts, type InitStatus } from '../../core/contracts/asset-cards';
import { formatMoney, isZero } from '../../core/money';
import { P } from '../../core/permissions/keys';
import { type DepartmentRecord, useOpenOutboxEntries, useReference } from '../../local';
import { type AssetCategoryRecord, type AssetClassRecord, assetCardKind } from '../../local/assets';
import type { PersonRecord, PersonRow } from '../../local/personnel';
import { readProblem, useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { ListFrame } from '../../ui/list';
import { RowActions } from '../../ui/RowActions';
import { runWrite } from '../../ui/run-write';
import { SyncMark } from '../../ui/SyncMark';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { CardFormModal } from './cards/CardFormModal';
import { cardColumns } from './cards/card-columns';
import type { CardRow } from './cards/queued-cards';
import { useCardNames } from './cards/use-card-names';
import { useCardPages } from './cards/use-card-pages';

const roleName = { asset: '原值', contra: '累计折旧（摊销）', fund: '净值（资产基金）' } as const;

function Check({ status }: { status: InitStatus }) {
  return (
    <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={3} aria-label="期初卡片与期初余额核对">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={90}>资产类别</Table.Th>
          <Table.Th w={60}>卡片数</Table.Th>
          <Table.Th w={130}>核对项目</Table.Th>
          <Table.Th>科目</Table.Th>
          <Table.Th ta="right" w={140}>
            期初余额
          </Table.Th>
          <Table.Th ta="right" w={140}>
            期初卡片合计
          </Table.Th>
          <Table.Th ta="right" w={120}>
            差额
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {status.classes.flatMap((c) =>
          c.subjects.map((s, i) => (
            <Table.Tr key={`${c.assetClass}-${s.code}`} data-testid="init-check-row">
              {i === 0 && (
                <>
                  <Table.Td rowSpan={c.subjects.length}>{c.name}</Table.Td>
                  <Table.Td rowSpan={c.subjects.length} ta="right">
                    {c.cardCount}
                  </Table.Td>
                </>
              )}
              <Table.Td>{roleName[s.role]}</Table.Td>
              <Table.Td>
                {s.code} {s.name}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(s.opening)}</Table.Td>
              <Table.Td ta="right">{formatMoney(s.cards)}</Table.Td>
              <Table.Td
                ta="right"
                c={isZero(s.difference) ? undefined : 'red'}
                fw={isZero(s.difference) ? undefined : 700}
              >
                {formatMoney(s.difference)}
              </Table.Td>
            </Table.Tr>
          )),
        )}
      </Table.Tbody>
    </Table>
  );
}

export function InitScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const mayInit = session?.permissions.includes(P.fixedAsset.init) ?? false;
  const read = useReport(assetInitContracts.status, {});
  const status = (read.data ?? null) as InitStatus | null;
  const [assetClass, setAssetClass] = useState<1 | 2 | 3>(1);
  const classes = useReference<AssetClassRecord>('assetClasses') ?? [];
  const categories = useReference<AssetCategoryRecord>('assetCategories') ?? [];
  const departments = useReference<DepartmentRecord>('departments') ?? [];
  const people = (useReference<PersonRecord>('personnel') ?? []) as PersonRow[];
  const names = useCardNames(categories, departments);
  const { saved } = useReferenceEdits('期初卡片');
  const query = useMemo(() => ({ assetClass }), [assetClass]);
  const belongs = useCallback(
    (body: Record<string, unknown>) => body.isInit === true && body.assetClass === assetClass,
    [assetClass],
  );
  const cards = useCardPages(assetCardContracts.initList, query, names, belongs);
  const [form, setForm] = useState<{ editing: CardRow | null } | null>(null);
  const own = classes.find((c) => c.assetClass === assetClass);
  const confirmed = status?.confirmed ?? false;
  const editable = mayInit && !confirmed;

  // A queued opening card that reached the server changes the check: read it again.
  const open = useOpenOutboxEntries(assetCardKind).length;
  const before = useRef(open);
  useEffect(() => {
    if (open < before.current) read.refresh();
    before.current = open;
  }, [open, read]);

  const reload = () => {
    read.refresh();
    cards.refresh();
  };

  const confirm = async () => {
    const done = await runWrite(
      { action: '确认资产初始化', done: '资产初始化已确认', refreshCaches: false },
      () => api.call(assetInitContracts.confirm, {}, { quiet: true }),
    );
    if (done) reload();
  };

  const cancel = async () => {
    const sure = await openConfirmDialog({
      title: '取消确认',
      message: '取消确认后可以修改期初卡片；取消期间不能新增卡片和计提折旧。确定取消吗？',
      confirmLabel: '取消确认',
    });
    if (!sure) return;
    const done = await runWrite(
      { action: '取消资产初始化确认', done: '已取消资产初始化确认', refreshCaches: false },
      () => api.call(assetInitContracts.cancel, {}, { quiet: true }),
    );
    if (done) reload();
  };

  const remove = async (row: CardRow) => {
    if (
      !(await openConfirmDialog({
        title: '删除期初卡片',
        message: `确定删除期初卡片 ${row.cardNo} ${row.name} 吗？`,
        confirmLabel: '删除',
      }))
    )
      return;
    const done = await runWrite({ action: '删除卡片', done: '卡片已删除', refreshCaches: false }, () =>
      api.call(assetCardContracts.delete, { id: row.id, version: row.version }, { quiet: true }),
    );
    if (done) reload();
  };

  const header = (
    <Stack gap={6}>
      {read.error && !status ? <Alert color="red">{readProblem(read.error)}</Alert> : null}
      {status && (
        <Group gap="sm">
          <Badge color={confirmed ? 'teal' : 'orange'} variant="light" data-testid="init-state">
            {confirmed ? '已确认' : '未确认'}
          </Badge>
          <Text size="xs" c="dimmed">
            期初卡片为 {status.openingDate} 账套启用日的资产（录入截至上年末的累计折旧和已提月数）。
            {!status.required && '期初余额中没有资产类科目的余额，无需录入期初卡片。'}
            {!status.openingConfirmed && '期初余额尚未确认，确认期初余额后才能确认资产初始化。'}
          </Text>
          {mayInit && !confirmed && (
            <Button size="xs" onClick={() => void confirm()}>
              确认初始化
            </Button>
          )}
          {mayInit && confirmed && (
            <Button
              size="xs"
              variant="default"
              disabled={status.cancelBlocked !== null}
              title={status.cancelBlocked ?? undefined}
              onClick={() => void cancel()}
            >
              取消确认
            </Button>
          )}
        </Group>
      )}
      {status && <Check status={status} />}
    </Stack>
  );

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle="资产管理"
        testId="assets-init-screen"
        source={cards.source}
        columns={cardColumns({
          opening: true,
          nameCell: (r) => (
            <>
              {r.name} <SyncMark pending={r.pending === true} failure={r.failure} />
            </>
          ),
        })}
        rowKey={(r) => r.id}
        noun="期初卡片"
        unit="张"
        totals={
          cards.totals
            ? ({
                id: 'totals',
                cardNo: '合计',
                name: '',
                quantity: cards.totals.quantity,
                originalValue: cards.totals.originalValue,
                initAccumulated: cards.totals.accumulatedDepreciation,
                netValue: cards.totals.netValue,
              } as unknown as CardRow)
            : undefined
        }
        emptyText="暂无期初卡片"
        offlineNote="本机待同步的卡片标为「待同步」"
        toolbar={
          <>
            <SegmentedControl
              size="xs"
              aria-label="资产类别"
              data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
              value={String(assetClass)}
              onChange={(v) => setAssetClass(Number(v) as 1 | 2 | 3)}
            />
            <Button size="xs" variant="default" onClick={reload}>
              刷新
            </Button>
            {editable && (
              <Button
                size="xs"
                disabled={!own || categories.length === 0}
                onClick={() => setForm({ editing: null })}
              >
                新增期初卡片
              </Button>
            )}
          </>
        }
        below={header}
        onOpen={editable ? (r: CardRow) => setForm({ editing: r }) : undefined}
        actions={
          editable
            ? (r) => (
                <RowActions
                  onEdit={() => setForm({ editing: r })}
                  onDelete={() => void remove(r)}
                  disabled={{ delete: r.cardNo === '' ? '卡片同步到服务器后才能删除' : undefined }}
                />
              )
            : undefined
        }
      />
      {form && (
        <CardFormModal
          opened
          assetClass={assetClass}
          isInit
          editing={form.editing}
          categories={categories}
          departments={departments}
          people={people}
          ledgerKind={own?.ledgerKind ?? 'grassroots'}
          openingDate={status?.openingDate ?? own?.openingDate ?? '2022-01-01'}
          onClose={() => setForm(null)}
          onSaved={(label) => {
            saved(label);
            read.refresh();
          }}
        />
      )}
    </>
  );
}
