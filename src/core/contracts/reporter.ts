// /api/reporter: 报表人员设置 of the session's ledger set. Whoever reads the statements reads it (the
// names are printed on them); only settings.reporter saves it.
import { nullable, object, optional, refine, string } from 'superstruct';
import { REPORTER_NAME_MAX, type ReporterSetting, reporterLabels } from '../reporter';
import { get, noInput, post } from './contract';
import { intIn } from './structs';

const name = () =>
  refine(string(), 'name', (v) =>
    v.trim().length <= REPORTER_NAME_MAX ? true : `长度不能超过 ${REPORTER_NAME_MAX} 个字符`,
  );

const ReporterSave = object({
  unitHead: name(),
  financeHead: name(),
  preparer: name(),
  version: optional(nullable(intIn(0, 2_147_483_647))),
});

export const reporterContracts = {
  setting: get('/api/reporter/setting', noInput).answers<ReporterSetting>(),
  saveSetting: post('/api/reporter/saveSetting', ReporterSave, {
    ...reporterLabels,
    version: '版本号',
  }).answers<ReporterSetting>(),
};
