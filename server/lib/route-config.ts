// Route options for calls inside the session's ledger set: the permission (any one of a list) and
// the grant the call needs ('read', or 'write' for a level-2 grant). One place instead of a copy per
// module.
import type { PermissionKey } from '../../src/core/permissions/registry.ts';

export type Guard = PermissionKey | readonly PermissionKey[];

export const ledgerRead = (permission: Guard) => ({ config: { permission, ledger: 'read' as const } });
export const ledgerWrite = (permission: Guard) => ({ config: { permission, ledger: 'write' as const } });
