// Hardship help (spec 001 §2.18): the archive of workers in difficulty and the help they received.

import { defineModule } from './define';
import type { RouteEntry } from './types';

const m = defineModule('difficultHelp', '/final/difficulthelp');

m.screen('information-entry', '困难职工信息录入', 'hardship.entry');
m.screen('information-review', '困难职工信息审核', 'hardship.review');
m.screen('information-review-and-input', '困难职工审核录入', 'hardship.reviewEntry');
m.screen('statistical-analysis', '帮扶台账', 'hardship.ledger');
m.screen('statistical-analysis-summary', '帮扶统计汇总', 'hardship.summary');
m.screen('unit-reporting-settings', '单位上报设置', 'hardship.reportingUnits');
m.screen('property-settings-of-unit-institutions', '单位机构属性设置', 'hardship.unitProperties');

export const difficultHelpRoutes: readonly RouteEntry[] = m.routes;
