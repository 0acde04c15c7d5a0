// The cheque register's columns, shared by its screens (each picks the ones it shows).
import { Badge, Group } from '@mantine/core';
import { CHEQUE_STATE_LABEL } from '../../core/cashier/types';
import type { ListColumn } from '../../ui/list';
import { SyncMark } from './SyncMark';
import type { ChequeView } from './use-cheques';

const STATE_COLOR = { unused: 'blue', issued: 'orange', writtenOff: 'teal', void: 'gray' } as const;

export const chequeColumns: Record<string, ListColumn<ChequeView>> = {
  no: {
    key: 'no',
    title: '支票号码',
    width: 132,
    value: (v) => v.row.chequeNo,
    render: (v) => (
      <Group gap={4} wrap="nowrap">
        <span style={{ fontFamily: 'monospace' }}>{v.row.chequeNo}</span>
        <SyncMark pending={v.pending} failure={v.failure} />
      </Group>
    ),
  },
  account: {
    key: 'account',
    title: '银行账户',
    width: 140,
    value: (v) => v.row.accountLabel,
    truncate: true,
  },
  type: { key: 'type', title: '类型', width: 76, value: (v) => v.row.chequeType },
  state: {
    key: 'state',
    title: '状态',
    width: 96,
    value: (v) => `${CHEQUE_STATE_LABEL[v.row.state]}${v.overdue ? '（逾期）' : ''}`,
    render: (v) => (
      <Group gap={4} wrap="nowrap">
        <Badge size="xs" radius="sm" variant="light" color={STATE_COLOR[v.row.state]}>
          {CHEQUE_STATE_LABEL[v.row.state]}
        </Badge>
        {v.overdue && (
          <Badge
            size="xs"
            radius="sm"
            variant="filled"
            color="red"
            title={`有效期至 ${v.expiresOn}，已过期未报销`}
            data-testid="cheque-overdue"
          >
            逾期
          </Badge>
        )}
      </Group>
    ),
  },
  boughtOn: { key: 'boughtOn', title: '购置日期', width: 88, value: (v) => v.row.boughtOn },
  issuedOn: { key: 'issuedOn', title: '领用日期', width: 88, value: (v) => v.row.issuedOn ?? '' },
  expires: { key: 'expires', title: '有效期至', width: 88, value: (v) => v.expiresOn ?? '' },
  holder: { key: 'holder', title: '领用人', width: 70, value: (v) => v.row.holder },
  department: { key: 'department', title: '部门', width: 90, value: (v) => v.row.department, truncate: true },
  purpose: { key: 'purpose', title: '用途', value: (v) => v.row.purpose, truncate: true },
  limit: { key: 'limit', title: '限额', width: 100, kind: 'money', value: (v) => v.row.limitAmount ?? '' },
  payee: { key: 'payee', title: '收款单位', width: 130, value: (v) => v.row.payee, truncate: true },
  writtenOffOn: { key: 'writtenOffOn', title: '报销日期', width: 88, value: (v) => v.row.writtenOffOn ?? '' },
  amount: { key: 'amount', title: '金额', width: 100, kind: 'money', value: (v) => v.row.amount ?? '' },
  paidBy: { key: 'paidBy', title: '报销凭据', width: 130, value: (v) => v.row.paidBy ?? '', truncate: true },
  voidedOn: { key: 'voidedOn', title: '作废日期', width: 88, value: (v) => v.row.voidedOn ?? '' },
  voidReason: {
    key: 'voidReason',
    title: '作废原因',
    width: 120,
    value: (v) => v.row.voidReason,
    truncate: true,
  },
};

export const pick = (...keys: (keyof typeof chequeColumns)[]) =>
  keys.map((k) => chequeColumns[k] as ListColumn<ChequeView>);
