// 配置管理 (issue 21 item 5): the registry's keys with their current values (src/core/configuration),
// a save of one value (checked against the key's bounds, the version the administrator saw) and a
// return to the default. Every save lands in the operation log with before and after (app.write).
import { boolean, number, object, refine, union } from 'superstruct';
import { type ConfigDefinition, type ConfigValue, configDefinition } from '../configuration/registry';
import { get, post } from './contract';
import { intIn, text } from './structs';

export type ConfigEntryView = ConfigDefinition & {
  value: ConfigValue;
  /** No override saved: the value is the default. */
  isDefault: boolean;
  /** 0 while no override was ever saved. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
};

const labels = { key: '配置项', value: '配置值', version: '版本' };

const configKey = () =>
  refine(text(80), 'configKey', (k) => (configDefinition(k) ? true : `配置项不存在：${k}`));

export const ConfigSave = object({
  key: configKey(),
  value: union([number(), boolean()]),
  /** The version the administrator saw (0: still the default). */
  version: intIn(0, 2_147_483_647),
});

export const configurationContracts = {
  list: get('/api/configuration/list', object({}), labels).answers<ConfigEntryView[]>(),
  save: post('/api/configuration/save', ConfigSave, labels).answers<ConfigEntryView>(),
  reset: post(
    '/api/configuration/reset',
    object({ key: configKey(), version: intIn(0, 2_147_483_647) }),
    labels,
  ).answers<ConfigEntryView>(),
};
