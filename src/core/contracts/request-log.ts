// The performance log of spec 000 §7.6: the client posts slow calls and slow page loads
// (requestLog), administrators download the collected log (GetLogFile, downloadLogFile). Times travel
// as epoch milliseconds on the server's clock; a query string's text is read as the same number.
import { define, object, optional, refine, string } from 'superstruct';
import { download, post } from './contract';
import { coerceWhen, intIn, isString, text, trimmedString } from './structs';

/** A call slower than this is logged (requestLogType 2). */
export const slowCallMs = 500;
/** A page load slower than this is logged (requestLogType 1). */
export const slowPageLoadMs = 1_500;
/** The longest span a log line may claim. */
export const maxLogSpanMs = 24 * 3600_000;

/** One log line as the client sends it. */
export interface RequestLogEntry {
  /** The screen's route path. */
  url: string;
  /** The API path called; empty for a page load. */
  interfaceUrl: string;
  /** ms since epoch, on the server's clock. */
  beginTime: number;
  endTime: number;
  /** ms. */
  timeSpan: number;
  /** 1 page load, 2 interface call. */
  requestLogType: 1 | 2;
}

/** Epoch ms, or `YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` and ISO text (query strings, old clients). */
export function parseLogTime(value: string): number {
  const v = value.trim();
  if (/^\d{10,16}$/.test(v)) return Number(v);
  return Date.parse(v.includes('T') || v.length <= 10 ? v : v.replace(' ', 'T'));
}

/** A time in epoch milliseconds, between 2000 and 2200. */
export const epochMs = () =>
  coerceWhen(
    define<number>(
      'epochMs',
      (v) =>
        (Number.isSafeInteger(v) && (v as number) >= 946_684_800_000 && (v as number) < 7_258_118_400_000) ||
        '不是有效的时间',
    ),
    isString,
    (v) => {
      const ms = parseLogTime(v);
      return Number.isFinite(ms) ? ms : v;
    },
  );

const labels = {
  url: '页面地址',
  interfaceUrl: '接口地址',
  beginTime: '开始时间',
  endTime: '结束时间',
  timeSpan: '耗时',
  requestLogType: '日志类型',
  fileName: '日志文件名',
};

export const RequestLogSave = object({
  url: text(500),
  interfaceUrl: optional(
    refine(trimmedString(), 'interfaceUrl', (v) => (v.length <= 500 ? true : '长度不能超过 500 个字符')),
  ),
  beginTime: epochMs(),
  endTime: epochMs(),
  timeSpan: intIn(0, maxLogSpanMs),
  requestLogType: intIn(1, 2),
});

/** A server log file's name as the server writes them (no folders, so no way out of LOG_DIR). */
export const logFileNameRe = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\.log$/;

/**
 * A range of the request log (missing ends mean the last 30 days up to now), or with fileName one of
 * the server's own log files (listed by /api/user/logFiles).
 */
export const LogFileQuery = object({
  beginTime: optional(epochMs()),
  endTime: optional(epochMs()),
  fileName: optional(
    refine(string(), 'fileName', (v) =>
      logFileNameRe.test(v) && !v.includes('..') ? true : '不是有效的日志文件名',
    ),
  ),
});

export const requestLogContracts = {
  save: post('/api/auth/requestLog', RequestLogSave, labels).answers<null>(),
  /** The log as a CSV file (系统日志 for administrators). */
  logFile: download('GET', '/api/user/GetLogFile', LogFileQuery, labels),
  /** The same file under the path of spec 000 §7.6 (api/fileRelation), for the same administrators. */
  downloadLogFile: download('GET', '/api/fileRelation/downloadLogFile', LogFileQuery, labels),
};
