// The performance log of spec 000 §7.6: slow calls and slow page loads are reported to the server
// when the session's onRequestLog flag is on. Logging never blocks, never shows anything, never logs itself.

import {
  type RequestLogEntry,
  requestLogContracts,
  slowCallMs,
  slowPageLoadMs,
} from '../core/contracts/request-log';

export type { RequestLogEntry };
export const requestLogPath = requestLogContracts.save.path;

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
        beginTime: begin,
        endTime: end,
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
        beginTime: endTime - timeSpan,
        endTime: endTime,
        timeSpan,
        requestLogType: 1,
      });
    },
  };
}
