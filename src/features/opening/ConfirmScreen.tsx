// 期初余额确认 (init-setting-confirm): where voucher and asset pages send a ledger set whose opening
// balances are not confirmed. Shows the three conditions (succession, trial balance, confirmation),
// confirms (locking balances and init settings) and lets an administrator undo it while the ledger
// set has no voucher; every refusal is the server's own words.
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { openConfirmDialog } from '../../ui/dialogs';
import classes from '../../ui/init/init.module.css';
import { OpeningRoute } from '../../ui/init/init-routes';
import { notifyOpeningChanged } from '../../ui/init/opening-events';
import { type Refusal, refusalOf } from '../../ui/init/refusal';
import { openSuccession } from '../../ui/init/succession-host';
import { useLoad } from '../../ui/init/use-load';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { confirmOpening, loadOpening, loadTrial, unconfirmOpening } from './opening-api';

const VOUCHER_ENTRY = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';

function Step({
  no,
  title,
  done,
  state,
  children,
  testId,
}: {
  no: number;
  title: string;
  done: boolean;
  state: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py={10}
      style={{ borderBottom: '1px solid #eef0f4' }}
      data-testid={testId}
    >
      <Group gap="sm" wrap="nowrap">
        <Badge circle size="lg" color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'}>
          {no}
        </Badge>
        <div>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="sm" c={done ? 'teal.8' : 'orange.8'}>
            {state}
          </Text>
        </div>
      </Group>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

export function ConfirmScreen(_props: ScreenProps) {
  const { api } = useServices();
  const go = useGo();
  const loaded = useLoad(async () => {
    const [view, trial] = await Promise.all([loadOpening(api), loadTrial(api)]);
    return { view, trial };
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const data = loaded.data;

  const act = async (kind: 'confirm' | 'unconfirm') => {
    const sure = await openConfirmDialog(
      kind === 'confirm'
        ? {
            title: '确认期初余额',
            message:
              '确认后，科目、部门和辅助核算期初余额以及初始科目设置将被锁定，不能再修改；只有系统管理员可以在账套没有凭证时取消确认。确定确认吗？',
            confirmLabel: '确认期初余额',
          }
        : {
            title: '取消期初余额确认',
            message:
              '取消后期初余额可以重新修改，凭证和固定资产功能将暂停使用，直到再次确认。确定取消确认吗？',
            confirmLabel: '取消确认',
            cancelLabel: '不取消',
          },
    );
    if (!sure) return;
    setBusy(true);
    setRefusal(null);
    try {
      if (kind === 'confirm') await confirmOpening(api);
      else await unconfirmOpening(api);
      notifications.show({
        color: 'teal',
        message: kind === 'confirm' ? '期初余额已确认' : '已取消期初余额确认',
        autoClose: 3_000,
      });
      notifyOpeningChanged();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const view = data?.view;
  const trial = data?.trial;
  const succession =
    view?.successionState === 'done'
      ? '已完成：旧账 2021 年年末余额已转为期初余额'
      : view?.successionState === 'skipped'
        ? '已选择手工录入期初余额（不承接旧账）'
        : '未完成：请先完成新旧会计制度科目衔接';

  return (
    <Stack gap="sm" p="sm" data-testid="confirm-screen">
      <PageHeader
        title="期初余额确认"
        subtitle="初始设置"
        actions={
          <Button size="xs" variant="default" onClick={() => void loaded.reload()} loading={loaded.loading}>
            刷新
          </Button>
        }
      />
      {loaded.failure && (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm">读取失败：{loaded.failure.message}</Text>
        </Alert>
      )}
      {view && trial && (
        <div className={classes.panel} style={{ maxWidth: 860 }}>
          <Step
            no={1}
            title="新旧会计制度科目衔接"
            done={view.successionState !== 'pending'}
            state={succession}
            testId="step-succession"
          >
            <Button size="xs" variant="default" onClick={() => void openSuccession()}>
              {view.successionState === 'pending' ? '打开科目衔接' : '查看科目衔接'}
            </Button>
          </Step>
          <Step
            no={2}
            title="期初余额试算平衡"
            done={trial.balanced}
            state={
              trial.balanced ? '试算平衡' : `试算不平衡（${trial.problems.length} 项），请先修改期初余额`
            }
            testId="step-trial"
          >
            <Button size="xs" variant="default" onClick={() => go(OpeningRoute.verification)}>
              查看试算
            </Button>
            <Button size="xs" variant="default" onClick={() => go(OpeningRoute.subjectBalance)}>
              科目期初余额
            </Button>
          </Step>
          <Step
            no={3}
            title="期初余额确认"
            done={view.confirmed}
            state={
              view.confirmed
                ? `已于 ${dayjs(view.confirmedAt).format('YYYY-MM-DD HH:mm')} 确认，期初余额和初始设置已锁定`
                : '未确认：确认后才能录入凭证和使用固定资产功能'
            }
            testId="step-confirm"
          >
            {view.confirmed ? (
              <>
                <Button size="xs" variant="default" onClick={() => go(VOUCHER_ENTRY)}>
                  前往凭证录入
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="outline"
                  loading={busy}
                  onClick={() => void act('unconfirm')}
                >
                  取消确认
                </Button>
              </>
            ) : (
              <Button size="xs" loading={busy} onClick={() => void act('confirm')}>
                确认期初余额
              </Button>
            )}
          </Step>
          <Text size="xs" c="dimmed" mt={10}>
            确认后，科目期初余额、部门和辅助核算期初余额及初始科目设置均被锁定；只有系统管理员可以在账套还没有凭证时取消确认。
          </Text>
          {refusal && (
            <Alert color="red" variant="light" p="xs" mt="sm" data-testid="confirm-refusal">
              <Text size="sm" fw={600}>
                {refusal.message}
              </Text>
              {refusal.lines.map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </Alert>
          )}
        </div>
      )}
    </Stack>
  );
}
