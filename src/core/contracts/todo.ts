// GET /api/todo/list (spec 000 §7.2 names it; shape not shown): what awaits the session user's action
// across modules, for 待办事项 (toDoList/to-do-list, new-to-do-list) and the header's count. Claims
// waiting for the user's approval and the user's own claims sent back come one item per document;
// work counted in bulk (approved claims without a voucher, vouchers to audit or post) one item per kind.
import type { Money } from '../money';
import { get, noInput } from './contract';

export interface TodoItem {
  module: 'reimbursement' | 'voucher' | 'push';
  /** Unique among the answer's items: the document id, or the kind of a counted item. */
  key: string;
  /** 类型: 费用报销, 借款 …, 报销凭证, 凭证 */
  kind: string;
  /** BX202611-0007 购买办公用品, or 待审核凭证 12 张 */
  title: string;
  /** '' for a counted item. */
  declarerName: string;
  /** The document's amount; null for a counted item. */
  amount: Money | null;
  /** What to do: 部门审核, 修改后重新提交, 生成凭证, 审核, 记账 */
  stepName: string;
  /** How many documents the item stands for (1 for one document). */
  count: number;
  /** When it reached the user (the document's last change); null for a counted item. */
  since: string | null;
  /** The screen that opens it (path with its query). */
  href: string;
}

export interface TodoAnswer {
  /** Every document awaiting the user, also those past the items listed. */
  count: number;
  items: TodoItem[];
}

export const todoContracts = {
  list: get('/api/todo/list', noInput).answers<TodoAnswer>(),
};
