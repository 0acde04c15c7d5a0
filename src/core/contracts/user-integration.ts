// 用户集成 (issue 21 item 5; the spec names the screen only): users kept in step with a directory of
// people. The preview answers the plan row by row and its digest; the apply sends the digest back
// and is refused if the plan is no longer the one shown (someone changed users or people since).
import { enums, object, optional, refine, string } from 'superstruct';
import type { IntegrationAction, IntegrationRow } from '../usercenter/user-integration';
import { post } from './contract';
import { text } from './structs';

export interface IntegrationPlan {
  rows: IntegrationRow[];
  counts: Record<IntegrationAction, number>;
  /** Names this exact plan; the apply must send it back. */
  digest: string;
}

export interface IntegrationResult {
  /** The new users' temporary passwords, shown once to the administrator. */
  created: Array<{ userName: string; realName: string; temporaryPassword: string }>;
  updated: number;
  disabled: number;
  enabled: number;
}

const labels = { source: '数据来源', fileName: '文件名', content: '文件内容', digest: '预览标识' };

/** 'hr': the ledger set's 人员前置表; 'file': an xlsx or JSON file in its shape. */
const Source = {
  source: enums(['hr', 'file'] as const),
  fileName: optional(text(200)),
  content: optional(string()),
};

export const userIntegrationContracts = {
  preview: post('/api/userIntegration/preview', object(Source), labels).answers<IntegrationPlan>(),
  apply: post(
    '/api/userIntegration/apply',
    object({
      ...Source,
      digest: refine(string(), 'digest', (v) => (/^[0-9a-f]{64}$/.test(v) ? true : '请先预览')),
    }),
    labels,
  ).answers<IntegrationResult>(),
};
