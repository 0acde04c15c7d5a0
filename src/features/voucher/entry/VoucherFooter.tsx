// Under the grid: the five signatures of a paper voucher, and the keys the grid answers to.
// 财务主管 and 出纳 come from 凭证打印设置 (the cached copy: the entry screen keeps it fresh).
import { useCachedVoucherPrintSetting } from '../../../local/voucher-print';
import classes from './voucher-entry.module.css';

export interface SignaturesProps {
  bookkeeper: string | null;
  reviewer: string | null;
  preparedBy: string;
}

const blank = '\u00a0';

export function Signatures({ bookkeeper, reviewer, preparedBy }: SignaturesProps) {
  const setting = useCachedVoucherPrintSetting();
  return (
    <div className={classes.signatures}>
      <span>
        财务主管：<b data-testid="voucher-supervisor">{setting?.supervisorName || blank}</b>
      </span>
      <span>
        记账：<b>{bookkeeper ?? blank}</b>
      </span>
      <span>
        审核：<b>{reviewer ?? blank}</b>
      </span>
      <span>
        出纳：<b data-testid="voucher-cashier">{setting?.cashierName || blank}</b>
      </span>
      <span>
        制单：<b data-testid="voucher-preparer">{preparedBy || blank}</b>
      </span>
    </div>
  );
}

const keys: readonly [string, string][] = [
  ['Enter', '下一格'],
  ['=', '自动平衡借贷'],
  ['空格', '金额借贷互换'],
  ['F2', '科目列表'],
  ['↑ ↓', '上下行'],
  ['Insert', '插入行'],
  ['Ctrl+Delete', '删除行'],
  ['Ctrl+S', '保存'],
  ['Ctrl+Shift+S', '保存并新增'],
];

export function KeyHints() {
  return (
    <div className={classes.hints}>
      {keys.map(([key, what]) => (
        <span key={key}>
          <kbd>{key}</kbd>
          {what}
        </span>
      ))}
    </div>
  );
}
