// Funds accounting (spec 001 §2.14): the 2% union funds, what each level keeps and remits upward.
// The folder keeps the spec's spelling, fundsCcount.

import { defineModule } from './define';
import type { RouteEntry } from './types';

const m = defineModule('fundsCount', '/final/fundsCcount');

m.screen('unit-type-settings', '单位类型设置', 'funds.unitType');
m.screen('unit-nature-settings', '单位性质设置', 'funds.unitNature');
m.screen('corresponding-level', '本级经费上解比例', 'funds.ownLevelRatio');
m.screen('subordinate-unit', '下级应缴经费', 'funds.lowerPayable');
m.screen('funds-and-lncome', '经费收入台账', 'funds.incomeLedger');
m.screen('subordinate-unit-setting', '下级单位设置', 'funds.lowerUnits');

export const fundsCountRoutes: readonly RouteEntry[] = m.routes;
