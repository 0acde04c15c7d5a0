// 结转设置 offline (issue 19 item 8): read from the last answer with its time, saved through the
// outbox (src/local/setting-docs.ts); the generation's queue is src/local/carry-forward.ts.
import { type CarryForwardSetting, carryForwardContracts as c } from '../../core/contracts/carry-forward';
import { type SettingDoc, settingOutboxKind } from '../../local/setting-docs';

export const carrySettingDoc: SettingDoc<CarryForwardSetting> = {
  key: 'carry-forward:setting',
  kind: 'carryForwardSetting',
  path: c.saveSetting.path,
  fetch: (api, signal) =>
    api.call(c.setting, {}, { loading: false, quiet: true, ...(signal ? { signal } : {}) }),
};

export const carrySettingOutboxKind = settingOutboxKind(carrySettingDoc.key);

export type SettingBody = Omit<CarryForwardSetting, 'updatedAt' | 'updatedBy'>;
