// The administrator's cross-module lists (issue 21 item 5): 单据管理, 全部支付, 全部银行流水. Read-only:
// network first, offline the last answer of the same page and filter with its time.
import { defineFeature } from '../../ui/feature-module';

const base = '/final/usercenter';
const documents = () => import('./DocumentListScreen').then((m) => m.DocumentListScreen);
const disbursements = () => import('./DisbursementListScreen').then((m) => m.DisbursementListScreen);
const statements = () => import('./StatementListScreen').then((m) => m.StatementListScreen);

export const crossListModule = defineFeature({
  name: 'cross-list',
  screens: [
    { path: `${base}/document-management-list`, load: documents, keepAlive: true },
    { path: `${base}/all-disbursements`, load: disbursements, keepAlive: true },
    { path: `${base}/paycenter/all-bank-statement`, load: statements, keepAlive: true },
  ],
});
