// The one permission registry: every operation permission key, its Chinese name and the duties that
// hold it. Screen keys and their names come from the route catalogue (each screen's title names
// what its key allows); the few keys that guard calls but no screen are listed here. Everything
// else (server guards, role seeds, menu, screens) refers to keys through `permission()` or the
// constants of keys.ts, so a key that is not registered fails as soon as it is named. Which duties
// hold a key is duty-keys.ts: every screen names keys, few ask who holds them, and the login page
// need not load the duties.
import { routeCatalogue } from '../routes/index';

/** A registered permission key. Only `permission()` and the registry make one. */
export type PermissionKey = string & { readonly __permission: unique symbol };

export interface PermissionEntry {
  readonly key: PermissionKey;
  readonly name: string;
  /** The menu module the key belongs to ('' for keys that guard calls only). */
  readonly module: string;
}

/** Keys that guard API calls without a screen of their own. */
const callKeys: readonly { key: string; name: string }[] = [
  { key: 'doc.revoke', name: '撤回或撤销已提交的单据' },
  // Attachments serve many screens (vouchers, claims, asset dialogs): their calls have keys of their own.
  { key: 'attachment.upload', name: '上传附件并关联到单据' },
  { key: 'attachment.view', name: '查看和下载附件' },
  { key: 'attachment.approve', name: '审批补录的附件' },
  // 出纳月末结账 is the cashier's; taking a closed month back is a supervisor's (domain NOTES-assets-cashier §2.4).
  { key: 'cashier.reopenMonth', name: '出纳反结账' },
  // 资产管理: what the card screens' buttons do, apart from reading them (spec 000 §2.3: hidden without it).
  { key: 'assetCard.edit', name: '新增、修改和删除资产卡片' },
  { key: 'assetCard.allocate', name: '资产调拨与分配' },
  { key: 'assetCard.voucher', name: '生成资产凭证（取得、计提折旧）' },
  { key: 'fixedAsset.accrue', name: '计提和取消计提折旧（摊销）' },
  // 审计: the holder only reads (server/plugins/idempotency.ts refuses their writes).
  { key: 'audit.readOnly', name: '只读审计：拒绝一切修改数据的操作' },
];

function build(): ReadonlyMap<string, PermissionEntry> {
  const entries = new Map<string, PermissionEntry>();
  const add = (key: string, name: string, module: string) => {
    if (!entries.has(key)) entries.set(key, { key: key as PermissionKey, name, module });
  };
  for (const route of routeCatalogue) if (route.permission) add(route.permission, route.title, route.module);
  for (const { key, name } of callKeys) add(key, name, '');
  return entries;
}

export const permissionRegistry: ReadonlyMap<string, PermissionEntry> = build();

export function isPermissionKey(key: string): key is PermissionKey {
  return permissionRegistry.has(key);
}

/** The registered key, or an error naming the unknown one (a typo fails at load, not in production). */
export function permission(key: string): PermissionKey {
  if (!isPermissionKey(key)) throw new Error(`未登记的权限：${key}`);
  return key;
}
