// The performance log of spec 000 §7.6: slow calls and slow page loads are reported to the server
// when the session's onRequestLog flag is on. Logging never blocks, never shows anything, never logs itself.

export const requestLogPath = '/api/auth/requestLog';
/** A call slower than this is logged (requestLogType 2). */
export const slowCallMs = 500;
/** A page load slower than this is logged (requestLogType 1). */
export const slowPageLoadMs = 1_500;

export interface RequestLogEntry {
  /** The screen's route path. */
  url: string;
  /** The API path called; empty for a page load. */
  interfaceUrl: string;
  /**
   * ms since epoch on the server's clock, as text: the form POST /api/auth/requestLog takes (a
   * number was refused with 4000 开始时间应为文本, so no log was ever stored).
   */
  beginTime: string;
  endTime: string;
  /** ms. */
  timeSpan: number;
  /** 1 page load, 2 interface call. */
  requestLogType: 1 | 2;
}

export interface RequestLogDeps {
  enabled(): boolean;
  currentPath(): string;
  /** Server-clock now (ms). */
  serverNow(): number;
  /** Posts the entry with the loading mask off and no notices; may reject. */
  send(entry: RequestLogEntry): Promise<unknown>;
}

export interface RequestLog {
  /** Called by the client after every answered call, with server-clock begin and end times. */
  observeCall(interfaceUrl: string, beginTime: number, endTime: number): void;
  /** Called by the shell once the first screen has rendered. */
  logPageLoad(ms: number): void;
}

export function createRequestLog(deps: RequestLogDeps): RequestLog {
  function post(entry: RequestLogEntry): void {
    // A lost log line is not worth bothering anyone about.
    deps.send(entry).catch(() => {});
  }

  return {
    observeCall(interfaceUrl, beginTime, endTime) {
      // Whole milliseconds: the server takes integers (a clock offset may carry a fraction).
      const begin = Math.round(beginTime);
      const end = Math.round(endTime);
      const timeSpan = end - begin;
      if (timeSpan <= slowCallMs || interfaceUrl === requestLogPath || !deps.enabled()) return;
      post({
        url: deps.currentPath(),
        interfaceUrl,
        beginTime: String(begin),
        endTime: String(end),
        timeSpan,
        requestLogType: 2,
      });
    },
    logPageLoad(ms) {
      if (ms <= slowPageLoadMs || !deps.enabled()) return;
      const endTime = Math.round(deps.serverNow());
      const timeSpan = Math.round(ms);
      post({
        url: deps.currentPath(),
        interfaceUrl: '',
        beginTime: String(endTime - timeSpan),
        endTime: String(endTime),
        timeSpan,
        requestLogType: 1,
      });
    },
  };
}
