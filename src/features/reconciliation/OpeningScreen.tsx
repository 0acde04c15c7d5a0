// 单位日记账期初 (Initial-enterprises-standards) and 银行对账单期初 (init-back-account): one side's
// 调整前余额 at the end of the day before the start date, and its 期初未达账 — items that side had
// recorded and the other had not (企收银未收/企付银未付 for the book, 银收企未收/银付企未付 for the bank).
// Saved whole through the outbox; fixed once the opening is confirmed.
import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { reconciliationContracts as c, type OpeningView } from '../../core/contracts/reconciliation';
import { formatMoney, tryParseMoney } from '../../core/money';
import { P } from '../../core/permissions/keys';
import { useReport } from '../../ui/data/use-report';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import '../../ui/dayjs-locale';
import { AccountBar, accountLabel } from './AccountBar';
import { StandardForm } from './StandardForm';
import { useCan, useChosenAccount, useReconAccounts, useReconDone, useReconWrite } from './use-recon';

interface ItemDraft {
  date: string | null;
  summary: string;
  settleNo: string;
  receipt: string;
  payment: string;
}

const blank: ItemDraft = { date: null, summary: '', settleNo: '', receipt: '', payment: '' };
/** A locked amount as the books show it (1,234.56); blank stays blank. */
const shown = (text: string) => {
  const amount = text.trim() === '' ? null : tryParseMoney(text.trim());
  return amount === null ? text : formatMoney(amount);
};
const amountOf = (text: string) => (text.trim() === '' ? '0.00' : tryParseMoney(text.trim()));

/** 第N行：… for every item that cannot be saved, and the balance's own problem. */
export function openingProblems(balance: string, items: readonly ItemDraft[], startDate: string): string[] {
  const out: string[] = [];
  if (tryParseMoney(balance.trim()) === null) out.push('调整前余额不是有效金额');
  items.forEach((item, i) => {
    const wrong: string[] = [];
    if (!item.date) wrong.push('日期不能为空');
    else if (item.date >= startDate) wrong.push(`日期应早于对账启用日期 ${startDate}`);
    if (item.summary.trim() === '') wrong.push('摘要不能为空');
    const r = amountOf(item.receipt);
    const p = amountOf(item.payment);
    if (r === null || p === null || r.startsWith('-') || p.startsWith('-'))
      wrong.push('金额应为不小于 0 的数');
    else if ((r === '0.00') === (p === '0.00')) wrong.push('收入金额和支出金额应填且只填一个');
    if (wrong.length > 0) out.push(`第${i + 1}行：${wrong.join('；')}`);
  });
  return out;
}

function OpeningEditor({ route, side }: ScreenProps & { side: 'book' | 'bank' }) {
  const { read: accountsRead, accounts } = useReconAccounts();
  const { account, choose } = useChosenAccount(accounts);
  const read = useReport(c.opening, account ? { subjectCode: account.subjectCode } : null);
  useReconDone(() => {
    read.refresh();
    accountsRead.refresh();
  });
  const view: OpeningView | undefined = read.data ?? undefined;
  const [balance, setBalance] = useState('');
  const [items, setItems] = useState<ItemDraft[]>([]);
  const { run, busy } = useReconWrite();
  const can = useCan();
  useEffect(() => {
    if (!view) return;
    setBalance(side === 'book' ? view.account.bookOpening : view.account.bankOpening);
    setItems(
      (side === 'book' ? view.bookItems : view.bankItems).map((i) => ({
        date: i.date,
        summary: i.summary,
        settleNo: i.settleNo,
        receipt: i.receipt === '0.00' ? '' : i.receipt,
        payment: i.payment === '0.00' ? '' : i.payment,
      })),
    );
  }, [view, side]);

  const startDate = view?.account.startDate ?? null;
  const locked = view?.account.confirmedAt != null;
  const writable =
    can(side === 'book' ? P.reconciliation.initCompany : P.reconciliation.initBank) &&
    !locked &&
    startDate !== null;
  const problems = startDate ? openingProblems(balance, items, startDate) : [];
  const setItem = (i: number, patch: Partial<ItemDraft>) =>
    setItems(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const sideName = side === 'book' ? '单位日记账' : '银行对账单';
  const kinds =
    side === 'book' ? '企收银未收（收入）、企付银未付（支出）' : '银收企未收（收入）、银付企未付（支出）';

  const save = async () => {
    if (!view || problems.length > 0) return;
    await run<OpeningView>({
      path: side === 'book' ? c.saveBookOpening.path : c.saveBankOpening.path,
      body: {
        subjectCode: view.account.subjectCode,
        balance: tryParseMoney(balance.trim()),
        items: items.map((i) => ({
          date: i.date,
          summary: i.summary.trim(),
          settleNo: i.settleNo.trim(),
          receipt: amountOf(i.receipt),
          payment: amountOf(i.payment),
        })),
        version: view.account.version,
      },
      label: `保存${sideName}期初 ${accountLabel(view.account)}`,
      entityId: `opening:${side}:${view.account.subjectCode}`,
      done: () => `${sideName}期初已保存`,
    });
  };

  return (
    <Stack gap="sm" p="sm" data-testid={`${side}-opening-screen`}>
      <PageHeader
        title={route.title}
        subtitle={account ? accountLabel(account) : undefined}
        actions={
          writable && (
            <Button size="xs" onClick={() => void save()} loading={busy} disabled={problems.length > 0}>
              保存
            </Button>
          )
        }
      />
      <AccountBar accounts={accounts} account={account} onChoose={choose} cachedAt={read.cachedAt} />
      {view && !startDate && (
        <Alert color="orange" p={8}>
          <Text size="sm">请先在“对账启用日期”中设置该科目的启用日期。</Text>
        </Alert>
      )}
      {locked && (
        <Alert color="blue" p={8}>
          <Text size="sm">对账期初已确认，不能修改；如需修改请先在“对账期初确认”中取消确认。</Text>
        </Alert>
      )}
      {view && startDate && (
        <Stack gap="sm" p="md" style={{ background: '#fff', border: '1px solid #e4e7ed', borderRadius: 4 }}>
          <Group gap="md">
            <TextInput
              size="xs"
              w={280}
              label={`${sideName}调整前余额（${startDate} 前一日）`}
              value={writable ? balance : shown(balance)}
              disabled={!writable}
              onChange={(e) => setBalance(e.currentTarget.value)}
              styles={{ input: { textAlign: 'right' } }}
              aria-label="调整前余额"
            />
            {side === 'book' && view.ledgerBalance !== null && (
              <Group gap={6} mt={20}>
                <Text size="xs" c="dimmed">
                  总账余额 {formatMoney(view.ledgerBalance)}
                </Text>
                {writable && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setBalance(view.ledgerBalance ?? '')}
                  >
                    使用总账余额
                  </Button>
                )}
              </Group>
            )}
          </Group>
          <Text size="sm" fw={600}>
            {sideName}期初未达账：{kinds}
          </Text>
          <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" aria-label="期初未达账">
            <Table.Thead>
              <Table.Tr style={{ background: '#f3f6fa' }}>
                <Table.Th w={40}>行</Table.Th>
                <Table.Th w={130}>日期</Table.Th>
                <Table.Th>摘要</Table.Th>
                <Table.Th w={120}>结算号</Table.Th>
                <Table.Th w={130} style={{ textAlign: 'right' }}>
                  收入
                </Table.Th>
                <Table.Th w={130} style={{ textAlign: 'right' }}>
                  支出
                </Table.Th>
                {writable && <Table.Th w={44} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions being typed into
                <Table.Tr key={i}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <DateInput
                      size="xs"
                      valueFormat="YYYY-MM-DD"
                      aria-label={`第${i + 1}行日期`}
                      value={item.date}
                      disabled={!writable}
                      onChange={(d) => setItem(i, { date: d })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`第${i + 1}行摘要`}
                      value={item.summary}
                      maxLength={200}
                      disabled={!writable}
                      onChange={(e) => setItem(i, { summary: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`第${i + 1}行结算号`}
                      value={item.settleNo}
                      maxLength={40}
                      disabled={!writable}
                      onChange={(e) => setItem(i, { settleNo: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`第${i + 1}行收入`}
                      value={writable ? item.receipt : shown(item.receipt)}
                      disabled={!writable}
                      onChange={(e) => setItem(i, { receipt: e.currentTarget.value })}
                      styles={{ input: { textAlign: 'right' } }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`第${i + 1}行支出`}
                      value={writable ? item.payment : shown(item.payment)}
                      disabled={!writable}
                      onChange={(e) => setItem(i, { payment: e.currentTarget.value })}
                      styles={{ input: { textAlign: 'right' } }}
                    />
                  </Table.Td>
                  {writable && (
                    <Table.Td>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={`删除第${i + 1}行`}
                        onClick={() => setItems(items.filter((_, j) => j !== i))}
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              {items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text size="sm" c="dimmed">
                      没有期初未达账
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          {writable && (
            <Button size="xs" variant="default" w={90} onClick={() => setItems([...items, blank])}>
              新增行
            </Button>
          )}
          {problems.length > 0 && (
            <Alert color="red" p={8}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {problems.join('\n')}
              </Text>
            </Alert>
          )}
        </Stack>
      )}
      {view && (
        <StandardForm
          statement={view.statement}
          caption="对账期初：调整后余额（已保存的数据）"
          labels={{ book: '单位日记账调整前余额', bank: '银行对账单调整前余额' }}
        />
      )}
    </Stack>
  );
}

export function BookOpeningScreen(props: ScreenProps) {
  return <OpeningEditor {...props} side="book" />;
}

export function BankOpeningScreen(props: ScreenProps) {
  return <OpeningEditor {...props} side="bank" />;
}
