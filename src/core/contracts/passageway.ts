// /api/passageway: 部门核算科目快捷设置 — per department, the ordered 部门核算 subjects 部门经费录入
// offers. The vouchers 部门经费录入 makes are saved by /api/voucher/save like any other.
import { array, nullable, object, optional, refine, string } from 'superstruct';
import { get, noInput, post } from './contract';
import { intIn } from './structs';

export interface DepartmentShortcut {
  deptCode: string;
  subjectCodes: string[];
  /** 0 until first saved. */
  version: number;
}

export const MAX_SHORTCUTS = 50;

const ShortcutSave = object({
  deptCode: refine(string(), 'deptCode', (v) =>
    /^[A-Za-z0-9]{1,20}$/.test(v) ? true : '只能由字母或数字组成，长度 1 到 20 位',
  ),
  subjectCodes: refine(
    array(refine(string(), 'code', (v) => (/^\d{3,20}$/.test(v) ? true : '应为科目编码'))),
    'codes',
    (v) => (v.length <= MAX_SHORTCUTS ? true : `不能超过 ${MAX_SHORTCUTS} 个科目`),
  ),
  version: optional(nullable(intIn(0, 2_147_483_647))),
});

export const passagewayContracts = {
  shortcuts: get('/api/passageway/shortcuts', noInput).answers<DepartmentShortcut[]>(),
  saveShortcut: post('/api/passageway/saveShortcut', ShortcutSave, {
    deptCode: '部门',
    subjectCodes: '快捷科目',
    version: '版本号',
  }).answers<DepartmentShortcut>(),
};
