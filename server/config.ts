// Server configuration from the environment and the command line. Every switch is documented in
// the README; defaults are what `npm start` on a fresh machine should do.

import { UPLOAD_LIMIT_BYTES } from '../src/core/constants.ts';
import { defaultPasswordPolicy, type PasswordPolicy } from '../src/core/rules/password.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://... to use a PostgreSQL server; unset -> embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Connections to the PostgreSQL server (see README: about twice its cores). */
  databasePoolSize: number;
  dataDir: string;
  /** Uploaded attachments, one file per content hash (FILES_DIR); private like the database. */
  filesDir: string;
  /** Load the demo organisation into an empty database. */
  demo: boolean;
  /** The login captcha (spec 000 §9: on by default). */
  captcha: boolean;
  adminPassword: string | undefined;
  /** Whether clients send slow-call and page-load logs (session field onRequestLog). */
  requestLog: boolean;
  /** Folder of the built app to serve; null serves no app (API only). */
  staticDir: string | null;
  /** Serve the built app's source maps (SERVE_SOURCE_MAPS=on); off by default. */
  serveSourceMaps: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /**
   * The longest a device may be unlocked offline since the server last saw its user (README
   * "Offline re-entry"); 0 turns offline unlocking off. Sent to clients in /api/health and logOn.
   */
  offlineUnlockDays: number;
  logLevel: string;
  /** 系统设置 may change these while the server runs (system-setting module); env gives the start. */
  passwordPolicy: PasswordPolicy;
  throttle: { windowMs: number; maxPerAccount: number; maxPerAddress: number };
  uploadFileBytes: number;
  uploadTotalBytes: number;
  oplogKeepDays: number;
  /** Single sign-on's identity provider (SSO_URL, SSO_CLIENT_ID, SSO_SECRET); null: off. */
  sso: { url: string; clientId: string; secret: string } | null;
  /** The server's daily log files (LOG_DIR, 'off' for none), kept logKeepDays days. */
  logDir: string | null;
  logKeepDays: number;
}

const MINUTE = 60_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = []): ServerConfig {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: intFrom(env.DATABASE_POOL_SIZE, 10),
    dataDir: env.DATA_DIR ?? './data/pglite',
    filesDir: env.FILES_DIR ?? './data/files',
    demo: !argv.includes('--no-demo') && !isOff(env.DEMO),
    captcha: !isOff(env.CAPTCHA),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    requestLog: !isOff(env.REQUEST_LOG),
    staticDir: isOff(env.SERVE_APP) ? null : (env.STATIC_DIR ?? './dist'),
    serveSourceMaps: isOn(env.SERVE_SOURCE_MAPS),
    sessionIdleMs: intFrom(env.SESSION_IDLE_MINUTES, 30) * MINUTE,
    sessionMaxMs: intFrom(env.SESSION_MAX_MINUTES, 12 * 60) * MINUTE,
    offlineUnlockDays: wholeFrom(env.OFFLINE_UNLOCK_DAYS, 14),
    logLevel: env.LOG_LEVEL ?? 'info',
    passwordPolicy: { ...defaultPasswordPolicy },
    throttle: { windowMs: 15 * MINUTE, maxPerAccount: 5, maxPerAddress: 20 },
    uploadFileBytes: UPLOAD_LIMIT_BYTES,
    uploadTotalBytes: 1_073_741_824,
    oplogKeepDays: intFrom(env.OPLOG_KEEP_DAYS, 365),
    sso: env.SSO_URL
      ? {
          url: env.SSO_URL.replace(/\/+$/, ''),
          clientId: env.SSO_CLIENT_ID ?? 'union-finance',
          secret: env.SSO_SECRET ?? '',
        }
      : null,
    logDir: isOff(env.LOG_DIR) ? null : (env.LOG_DIR ?? './data/logs'),
    logKeepDays: intFrom(env.LOG_KEEP_DAYS, 30),
  };
}

function isOn(value: string | undefined): boolean {
  return value !== undefined && ['on', '1', 'true', 'yes'].includes(value.trim().toLowerCase());
}

function isOff(value: string | undefined): boolean {
  return value !== undefined && ['off', '0', 'false', 'no'].includes(value.trim().toLowerCase());
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`配置项取值无效：${value}`);
  return n;
}

/** Like intFrom, but 0 is a value (a switch turned off by its number). */
function wholeFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`配置项取值无效：${value}`);
  return n;
}
