// 系统设置 (issue 21 item 5, spec 000 §9): what the administrator may change while the server runs,
// each within bounds: session lifetimes, the password policy, login throttling, the captcha switch,
// upload limits per file and per upload, whether clients send request logs, and how long the
// operation log is kept. The server's own configuration (README) gives the starting values; a saved
// setting overrides them, and the code that enforces each one reads it on every call.
import { boolean, object } from 'superstruct';
import { get, post } from './contract';
import { intIn } from './structs';

export interface SystemSettings {
  /** Minutes without a call after which a session ends (5-480). */
  sessionIdleMinutes: number;
  /** Minutes after login after which a session ends whatever (30-10080, at least the idle time). */
  sessionMaxMinutes: number;
  passwordMinLength: number;
  passwordLetterAndDigit: boolean;
  passwordMixedCase: boolean;
  passwordSymbol: boolean;
  /** The window in which failed logins count (1-1440 minutes). */
  throttleWindowMinutes: number;
  /** Failures of one account from one address that lock it there (3-20). */
  throttleMaxPerAccount: number;
  /** Failures from one address across accounts that lock the address (5-500, at least the above). */
  throttleMaxPerAddress: number;
  /** The login verification code. */
  captcha: boolean;
  /** One file's limit in MB (1-50: the request layer's fixed 50 MB is the ceiling). */
  uploadFileMb: number;
  /** One upload's total in MB (1-10240, at least one file's). */
  uploadTotalMb: number;
  /** Clients send slow-call and page-load logs (spec 000 §7.6 onRequestLog). */
  requestLog: boolean;
  /** Days the operation log keeps its entries (30-3650). */
  oplogKeepDays: number;
}

export interface SystemSettingView extends SystemSettings {
  version: number;
  /** ISO time and who, of the last save; null while the configuration's values stand. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export const settingBounds = {
  sessionIdleMinutes: [5, 480],
  sessionMaxMinutes: [30, 10_080],
  passwordMinLength: [6, 32],
  throttleWindowMinutes: [1, 1440],
  throttleMaxPerAccount: [3, 20],
  throttleMaxPerAddress: [5, 500],
  uploadFileMb: [1, 50],
  uploadTotalMb: [1, 10_240],
  oplogKeepDays: [30, 3650],
} as const satisfies Record<string, readonly [number, number]>;

export const settingLabels = {
  sessionIdleMinutes: '空闲超时（分钟）',
  sessionMaxMinutes: '登录最长有效期（分钟）',
  passwordMinLength: '密码最短长度',
  passwordLetterAndDigit: '须含字母和数字',
  passwordMixedCase: '须含大小写字母',
  passwordSymbol: '须含符号',
  throttleWindowMinutes: '失败计数时段（分钟）',
  throttleMaxPerAccount: '同一账号同一地址失败锁定次数',
  throttleMaxPerAddress: '同一地址失败锁定次数',
  captcha: '登录验证码',
  uploadFileMb: '单个文件上限（MB）',
  uploadTotalMb: '单次上传总量上限（MB）',
  requestLog: '记录慢请求日志',
  oplogKeepDays: '操作日志保留天数',
  version: '版本',
};

const bounded = (key: keyof typeof settingBounds) => intIn(settingBounds[key][0], settingBounds[key][1]);

/** The rules between fields; null when the settings hold together. */
export function settingsProblem(s: SystemSettings): string | null {
  if (s.sessionMaxMinutes < s.sessionIdleMinutes) return '登录最长有效期不能短于空闲超时';
  if (s.throttleMaxPerAddress < s.throttleMaxPerAccount) return '同一地址失败锁定次数不能少于同一账号的次数';
  if (s.uploadTotalMb < s.uploadFileMb) return '单次上传总量上限不能小于单个文件上限';
  return null;
}

/** The fields one by one; settingsProblem is checked by the server after (its message reads whole). */
export const SystemSettingSave = object({
  version: intIn(0, 2_147_483_647),
  sessionIdleMinutes: bounded('sessionIdleMinutes'),
  sessionMaxMinutes: bounded('sessionMaxMinutes'),
  passwordMinLength: bounded('passwordMinLength'),
  passwordLetterAndDigit: boolean(),
  passwordMixedCase: boolean(),
  passwordSymbol: boolean(),
  throttleWindowMinutes: bounded('throttleWindowMinutes'),
  throttleMaxPerAccount: bounded('throttleMaxPerAccount'),
  throttleMaxPerAddress: bounded('throttleMaxPerAddress'),
  captcha: boolean(),
  uploadFileMb: bounded('uploadFileMb'),
  uploadTotalMb: bounded('uploadTotalMb'),
  requestLog: boolean(),
  oplogKeepDays: bounded('oplogKeepDays'),
});

export const systemSettingContracts = {
  get: get('/api/systemSetting/get', object({}), settingLabels).answers<SystemSettingView>(),
  save: post('/api/systemSetting/save', SystemSettingSave, settingLabels).answers<SystemSettingView>(),
};
