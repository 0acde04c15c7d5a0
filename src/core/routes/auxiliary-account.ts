// Auxiliary accounts (spec 001 §2.19). Two paths carry the same title in the spec.

import { defineModule } from './define';
import type { RouteEntry } from './types';

const m = defineModule('auxiliaryAccount', '/final/auxiliaryAccount');

m.screen('auxiliary-account-index', '辅助核算', 'auxiliary.index');
m.screen('auxiliary-account-type-management', '辅助核算类型管理', 'auxiliary.types');
m.screen('balance-sheet-auxiliary', '辅助项目余额表', 'auxiliary.balance');
m.screen('auxiliary-item-details', '辅助项目余额表', 'auxiliary.itemDetails');

export const auxiliaryAccountRoutes: readonly RouteEntry[] = m.routes;
