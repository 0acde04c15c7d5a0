// Sign-in and the signed-in user (spec 000 §7.4): health, captcha, login, logout, the session's user
// info, a user's ledger-set levels, and changing one's own password.
import { object, optional, string } from 'superstruct';
import type { PasswordPolicy } from '../rules/password';
import { download, get, noInput, post } from './contract';
import { id, intIn, password, text } from './structs';

/**
 * GET /api/health (public): the database kind, the version, how long a device may unlock offline,
 * and whether the login asks for the captcha (the login form follows the server, CAPTCHA=off).
 */
export interface Health {
  db: 'pglite' | 'postgres';
  version: string;
  /** Days after a login during which this device may unlock offline (0: never). */
  offlineUnlockDays: number;
  /** True when POST /api/auth/logOn requires `code` and `codeKey`. */
  captcha: boolean;
}

/** The answer of POST /api/auth/logOn. */
export interface LoginResult {
  userToken: string;
  newghencryptkey: string;
  newghdecryptkey: string;
  /** '/passwordReset' when an administrator reset the password and it must be changed first. */
  redirectUrl: string;
  /** How long this device may unlock offline after this login (0: never); README "Offline re-entry". */
  offlineUnlockDays: number;
}

/** A node of the sidebar menu (platMenuList): a group, or a screen the user may open. */
export interface MenuNode {
  id: number;
  title: string;
  path: string | null;
  icon: string;
  children: MenuNode[];
}

/** The session fields of spec 000 §3 that the client keeps (GET /api/auth/getInfo). */
export interface SessionInfo {
  userId: number;
  userName: string;
  realName: string;
  year: number | null;
  ztno: string;
  zid: number | null;
  jc: string;
  ztName: string;
  ztKind: 'grassroots' | 'county' | null;
  depname: string;
  bankCode: string;
  platMenuList: MenuNode[];
  canIRevoke: boolean;
  pzPrint: number;
  fileUploadContentLength: number;
  fileUploadAllContentLength: number;
  allowUploadFileType: string[];
  filePreviewTypeArray: string[];
  onRequestLog: boolean;
  permissions: string[];
  /** An administrator reset the password: the user must change it before anything else. */
  mustChangePassword: boolean;
  /** 系统设置's password policy now: the change-password form checks and states it. */
  passwordPolicy: PasswordPolicy;
  /** 基本信息 of the ledger set: the heads printouts sign with ('' when not set). */
  chairman: string;
  financeHead: string;
}

/** A user's grants: level 1 reads a ledger set, level 2 also writes, 0 (in requests) revokes. */
export interface UserLevel {
  userId: number;
  userName: string;
  realName: string;
  orgLevel: number;
  ledgerSets: Array<{ zid: number; ztno: string; name: string; kind: string; level: 0 | 1 | 2 }>;
}

const labels = {
  userName: '用户名',
  password: '密码',
  code: '验证码',
  codeKey: '验证码标识',
  id: '用户',
  userId: '用户',
  zid: '账套',
  level: '权限级别',
  oldPassword: '原密码',
  newPassword: '新密码',
  confirmPassword: '确认密码',
};

export const authContracts = {
  health: get('/api/health', noInput).answers<Health>(),
  /** An SVG; the `captcha-key` header names the challenge the login answers. */
  captcha: download('GET', '/api/auth/getValidateCode', noInput),
  logOn: post(
    '/api/auth/logOn',
    object({
      userName: text(50),
      password: password(),
      code: optional(string()),
      codeKey: optional(string()),
    }),
    labels,
  ).answers<LoginResult>(),
  logOut: post('/api/auth/logOut', noInput).answers<null>(),
  info: get('/api/auth/getInfo', noInput).answers<SessionInfo>(),
  /** A read, though the spec makes it a POST: nothing is stored under its idempotency key. */
  userLevel: post('/api/auth/getUserLevel/:id', object({ id: id() }), labels).answers<UserLevel>(),
  setUserLevel: post(
    '/api/auth/setUserZtLevel',
    object({ userId: id(), zid: id(), level: intIn(0, 2) }),
    labels,
  ).answers<UserLevel>(),
  modifyPassword: post(
    '/api/user/modifyPassword',
    object({ oldPassword: password(), newPassword: password(), confirmPassword: optional(password()) }),
    labels,
  ).answers<null>(),
};
