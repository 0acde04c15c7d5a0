// The columns of outstanding items (未达账项), shared by the 余额调节表, 未达账项查询 and 长期未达账项.
import type { OutstandingLine } from '../../core/contracts/reconciliation';
import type { ListColumn } from '../../ui/list';

export const outstandingColumns: ListColumn<OutstandingLine>[] = [
  { key: 'kind', title: '未达类型', width: 96, value: (l) => l.kind },
  { key: 'date', title: '日期', width: 92, value: (l) => l.date },
  { key: 'reference', title: '凭证/对方', width: 140, value: (l) => l.reference, truncate: true },
  { key: 'summary', title: '摘要', value: (l) => l.summary, truncate: true },
  { key: 'settleNo', title: '结算号', width: 96, value: (l) => l.settleNo },
  { key: 'receipt', title: '收入', width: 116, kind: 'money', blankZero: true, value: (l) => l.receipt },
  { key: 'payment', title: '支出', width: 116, kind: 'money', blankZero: true, value: (l) => l.payment },
  {
    key: 'age',
    title: '未达天数',
    width: 76,
    kind: 'count',
    value: (l) => (l.key === 'total' ? null : l.ageDays),
  },
];
