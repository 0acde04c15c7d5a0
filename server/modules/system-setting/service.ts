// 系统设置 as the server holds it: the running configuration (ServerConfig) is where every enforcing
// call reads its value, so applying settings is writing them there; the row of system_setting keeps
// them across restarts and tells the other server processes (they reload it every half minute).
import type { Kysely, Transaction } from 'kysely';
import type { SystemSettings, SystemSettingView } from '../../../src/core/contracts/system-setting.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;
const MINUTE = 60_000;
const MB = 1_048_576;

/** The settings as the configuration has them now. */
export function settingsOf(config: ServerConfig): SystemSettings {
  return {
    sessionIdleMinutes: Math.round(config.sessionIdleMs / MINUTE),
    sessionMaxMinutes: Math.round(config.sessionMaxMs / MINUTE),
    passwordMinLength: config.passwordPolicy.minLength,
    passwordLetterAndDigit: config.passwordPolicy.letterAndDigit,
    passwordMixedCase: config.passwordPolicy.mixedCase,
    passwordSymbol: config.passwordPolicy.symbol,
    throttleWindowMinutes: Math.round(config.throttle.windowMs / MINUTE),
    throttleMaxPerAccount: config.throttle.maxPerAccount,
    throttleMaxPerAddress: config.throttle.maxPerAddress,
    captcha: config.captcha,
    uploadFileMb: Math.round(config.uploadFileBytes / MB),
    uploadTotalMb: Math.round(config.uploadTotalBytes / MB),
    requestLog: config.requestLog,
    oplogKeepDays: config.oplogKeepDays,
  };
}

/** Writes the settings into the running configuration: the next call of every kind follows them. */
export function applySettings(config: ServerConfig, s: SystemSettings): void {
  config.sessionIdleMs = s.sessionIdleMinutes * MINUTE;
  config.sessionMaxMs = s.sessionMaxMinutes * MINUTE;
  config.passwordPolicy = {
    minLength: s.passwordMinLength,
    letterAndDigit: s.passwordLetterAndDigit,
    mixedCase: s.passwordMixedCase,
    symbol: s.passwordSymbol,
  };
  config.throttle = {
    windowMs: s.throttleWindowMinutes * MINUTE,
    maxPerAccount: s.throttleMaxPerAccount,
    maxPerAddress: s.throttleMaxPerAddress,
  };
  config.captcha = s.captcha;
  config.uploadFileBytes = s.uploadFileMb * MB;
  config.uploadTotalBytes = s.uploadTotalMb * MB;
  config.requestLog = s.requestLog;
  config.oplogKeepDays = s.oplogKeepDays;
}

interface Stored {
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

/** The version the running configuration last applied (0: only the configuration's own values). */
const applied = new WeakMap<ServerConfig, Stored>();

/**
 * Reads the row and applies it when it is newer than what this process applied. A stored field a
 * later version of the server no longer knows is ignored; a field it lacks keeps the configuration's.
 */
export async function loadSettings(db: Db, config: ServerConfig): Promise<void> {
  const row = await db
    .selectFrom('system_setting')
    .select(['settings', 'version', 'updated_at', 'updated_by'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row || row.version === applied.get(config)?.version) return;
  const base = settingsOf(config);
  const stored = row.settings as Partial<SystemSettings>;
  const merged = Object.fromEntries(
    Object.entries(base).map(([k, v]) => [
      k,
      typeof stored[k as keyof SystemSettings] === typeof v ? stored[k as keyof SystemSettings] : v,
    ]),
  ) as unknown as SystemSettings;
  applySettings(config, merged);
  applied.set(config, { version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by });
}

export function settingView(config: ServerConfig): SystemSettingView {
  const stored = applied.get(config);
  return {
    ...settingsOf(config),
    version: stored?.version ?? 0,
    updatedAt: stored ? new Date(stored.updatedAt).toISOString() : null,
    updatedBy: stored?.updatedBy ?? null,
  };
}

/** Saves the settings if `version` is the one the caller saw (0 before the first save). */
export async function saveSettings(
  trx: Transaction<Database>,
  s: SystemSettings,
  version: number,
  by: string,
): Promise<Stored> {
  const now = new Date();
  const row =
    version === 0
      ? await trx
          .insertInto('system_setting')
          .values({ id: 1, settings: JSON.stringify(s), version: 1, updated_at: now, updated_by: by })
          .onConflict((oc) => oc.doNothing())
          .returning(['version'])
          .executeTakeFirst()
      : await trx
          .updateTable('system_setting')
          .set((eb) => ({
            settings: JSON.stringify(s),
            version: eb('version', '+', 1),
            updated_at: now,
            updated_by: by,
          }))
          .where('id', '=', 1)
          .where('version', '=', version)
          .returning(['version'])
          .executeTakeFirst();
  if (!row) throw conflict('系统设置已被他人修改，请刷新后重试');
  return { version: row.version, updatedAt: now, updatedBy: by };
}

/** After the save commits: this process follows at once. */
export function settle(config: ServerConfig, s: SystemSettings, stored: Stored): void {
  applySettings(config, s);
  applied.set(config, stored);
}
