// 报表人员设置 offline (issue 19 item 8): the names the statements print, read from the last answer
// with its time (the statements print them offline too); a save goes through the outbox.
import { reporterContracts as c } from '../core/contracts/reporter';
import type { ReporterSetting } from '../core/reporter';
import { type SettingDoc, settingOutboxKind } from './setting-docs';

export const reporterDoc: SettingDoc<ReporterSetting> = {
  key: 'reporter:setting',
  kind: 'reporterSetting',
  path: c.saveSetting.path,
  fetch: (api, signal) =>
    api.call(c.setting, {}, { loading: false, quiet: true, ...(signal ? { signal } : {}) }),
};

export const reporterOutboxKind = settingOutboxKind(reporterDoc.key);
