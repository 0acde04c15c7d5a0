// 对账期初确认 (init-completion-confirmation): both sides' 调整前余额 adjusted by the other side's
// opening outstanding items must agree before matching starts; 取消确认 reopens the opening while
// nothing is matched yet.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { reconciliationContracts as c, type OpeningView } from '../../core/contracts/reconciliation';
import { P } from '../../core/permissions/keys';
import { useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { AccountBar, accountLabel } from './AccountBar';
import { StandardForm } from './StandardForm';
import { useCan, useChosenAccount, useReconAccounts, useReconDone, useReconWrite } from './use-recon';

export function ConfirmScreen({ route }: ScreenProps) {
  const { read: accountsRead, accounts } = useReconAccounts();
  const { account, choose } = useChosenAccount(accounts);
  const read = useReport(c.opening, account ? { subjectCode: account.subjectCode } : null);
  useReconDone(() => {
    read.refresh();
    accountsRead.refresh();
  });
  const view = read.data;
  const { run, busy } = useReconWrite();
  const can = useCan();
  const confirmed = view?.account.confirmedAt != null;
  const act = async (cancel: boolean) => {
    if (!view) return;
    if (cancel) {
      const yes = await openConfirmDialog({
        title: '取消确认',
        message: `取消 ${accountLabel(view.account)} 的对账期初确认？取消后可修改启用日期和期初。`,
        confirmLabel: '取消确认',
      });
      if (!yes) return;
    }
    await run<OpeningView>({
      path: cancel ? c.cancelConfirm.path : c.confirmOpening.path,
      body: { subjectCode: view.account.subjectCode },
      label: `${cancel ? '取消' : ''}确认对账期初 ${accountLabel(view.account)}`,
      done: () => (cancel ? '已取消对账期初确认' : '对账期初已确认，可以开始对账'),
    });
  };
  return (
    <Stack gap="sm" p="sm" data-testid="confirm-screen">
      <PageHeader
        title={route.title}
        subtitle={account ? accountLabel(account) : undefined}
        actions={
          can(P.reconciliation.initConfirm) &&
          view &&
          (confirmed ? (
            <Button size="xs" variant="default" onClick={() => void act(true)} loading={busy}>
              取消确认
            </Button>
          ) : (
            <Button
              size="xs"
              onClick={() => void act(false)}
              loading={busy}
              disabled={!view.account.startDate || !view.statement.balanced}
            >
              确认期初
            </Button>
          ))
        }
      />
      <AccountBar accounts={accounts} account={account} onChoose={choose} cachedAt={read.cachedAt} />
      {view && (
        <>
          {!view.account.startDate && (
            <Alert color="orange" p={8}>
              <Text size="sm">请先设置对账启用日期。</Text>
            </Alert>
          )}
          {view.account.startDate && !view.statement.balanced && !confirmed && (
            <Alert color="red" p={8}>
              <Text size="sm">两边调整后余额不相等，请检查单位日记账期初和银行对账单期初。</Text>
            </Alert>
          )}
          {confirmed && (
            <Alert color="teal" p={8}>
              <Text size="sm">
                对账期初已于 {view.account.confirmedAt?.slice(0, 10)} 确认，启用日期 {view.account.startDate}
                。
              </Text>
            </Alert>
          )}
          <StandardForm
            statement={view.statement}
            caption={`对账期初（启用日期 ${view.account.startDate ?? '未设置'}）`}
            labels={{ book: '单位日记账调整前余额', bank: '银行对账单调整前余额' }}
          />
          <Text size="xs" c="dimmed">
            单位日记账期初未达账 {view.bookItems.length} 笔，银行对账单期初未达账 {view.bankItems.length} 笔。
          </Text>
        </>
      )}
    </Stack>
  );
}
