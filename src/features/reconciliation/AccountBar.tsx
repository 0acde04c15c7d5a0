// The bar above every reconciliation screen: which bank account (对账科目) it works on, where that
// account's setup stands, the screen's own fields, and the kept-copy line when offline.
import { Badge, Group, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReconAccount } from '../../core/contracts/reconciliation';
import { ListKeptNotice } from '../../ui/list';

export const accountLabel = (a: Pick<ReconAccount, 'subjectCode' | 'subjectName'>) =>
  `${a.subjectCode} ${a.subjectName}`;

export interface AccountBarProps {
  accounts: readonly ReconAccount[];
  account: ReconAccount | null;
  onChoose(code: string): void;
  /** Fields and buttons after the account. */
  children?: ReactNode;
  cachedAt?: number | null;
}

export function AccountStatus({ account }: { account: ReconAccount }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed">
        启用日期 {account.startDate ?? '未设置'}
      </Text>
      {account.confirmedAt ? (
        <Badge size="xs" radius="sm" color="teal" variant="light">
          期初已确认
        </Badge>
      ) : (
        <Badge size="xs" radius="sm" color="orange" variant="light">
          期初未确认
        </Badge>
      )}
    </Group>
  );
}

export function AccountBar({ accounts, account, onChoose, children, cachedAt }: AccountBarProps) {
  return (
    <>
      <Group
        gap="md"
        wrap="wrap"
        px="sm"
        py={8}
        style={{ background: '#fff', border: '1px solid #e4e7ed', borderRadius: 4, rowGap: 8 }}
      >
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="#4a5568">
            对账科目
          </Text>
          <Select
            size="xs"
            w={200}
            aria-label="对账科目"
            data={accounts.map((a) => ({ value: a.subjectCode, label: accountLabel(a) }))}
            value={account?.subjectCode ?? null}
            onChange={(v) => v && onChoose(v)}
            allowDeselect={false}
            placeholder={accounts.length === 0 ? '请先指定对账科目' : '选择科目'}
          />
        </Group>
        {account && <AccountStatus account={account} />}
        {children}
      </Group>
      <ListKeptNotice cachedAt={cachedAt} />
    </>
  );
}
