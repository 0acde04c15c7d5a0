// gRPC 日志 (usercenter/grpc-log, issue 21 item 6): the calls this server made to outside services
// (server/lib/outbound.ts), read-only: filtered by service, outcome, time and text, paged, exported.
// The product's outside services are named here; a service joins when its client calls through
// callExternal.
import { object, optional, string } from 'superstruct';
import { download, get } from './contract';
import { epochMs } from './request-log';
import { flag, intIn, text } from './structs';

export const integrationServices: Readonly<Record<string, string>> = {
  sso: '统一身份认证',
};

export const integrationServiceName = (key: string): string => integrationServices[key] ?? key;

export interface IntegrationCall {
  id: string;
  /** ISO time. */
  at: string;
  service: string;
  operation: string;
  method: string;
  /** The address, secret query values masked. */
  target: string;
  /** null: no answer (the connection failed or timed out). */
  status: number | null;
  ok: boolean;
  durationMs: number;
  message: string;
  userName: string;
}

export interface IntegrationCallPage {
  currentPageItems: IntegrationCall[];
  totalItemCount: number;
}

/** Exports stop here: a larger extract is a database job. */
export const integrationExportMax = 50_000;

const labels = {
  service: '外部服务',
  ok: '结果',
  beginTime: '开始时间',
  endTime: '结束时间',
  keyword: '关键字',
  pageIndex: '页码',
  pageSize: '每页条数',
};

export const IntegrationFilter = object({
  service: optional(text(40)),
  ok: optional(flag()),
  beginTime: optional(epochMs()),
  endTime: optional(epochMs()),
  keyword: optional(string()),
});

export const integrationLogContracts = {
  page: get(
    '/api/integrationLog/page',
    object({
      ...IntegrationFilter.schema,
      pageIndex: optional(intIn(1, 100_000)),
      pageSize: optional(intIn(1, 500)),
    }),
    labels,
  ).answers<IntegrationCallPage>(),
  export: download('GET', '/api/integrationLog/export', IntegrationFilter, labels),
};
