// Every call this server makes to an outside service goes through here, so gRPC 日志 sees each one:
// which service and operation, the address with its secret-bearing query values masked, the status,
// the time taken and the failure. The log row is written on its own (never inside a business
// transaction) and a failure to write it never fails the call itself.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OutboundCall {
  /** The registry's service key (src/core/contracts/integration-log.ts). */
  service: string;
  operation: string;
  url: string;
  init?: RequestInit;
  /** Who the call is made for, when known. */
  userName?: string;
}

const SECRET_PARAM = /code|token|secret|key|password|sign|ticket/i;

/** The address as logged: query values of secret-bearing names masked. */
export function loggedTarget(url: string): string {
  try {
    const u = new URL(url);
    for (const name of [...u.searchParams.keys()]) {
      if (SECRET_PARAM.test(name)) u.searchParams.set(name, '***');
    }
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return url.slice(0, 200);
  }
}

export async function callExternal(
  db: Kysely<Database>,
  call: OutboundCall,
  onLogError: (error: unknown) => void = () => {},
): Promise<Response> {
  const started = performance.now();
  const log = (status: number | null, ok: boolean, message: string) =>
    db
      .insertInto('integration_call')
      .values({
        service: call.service,
        operation: call.operation,
        method: (call.init?.method ?? 'GET').toUpperCase(),
        target: loggedTarget(call.url),
        status,
        ok,
        duration_ms: Math.round(performance.now() - started),
        message: message.slice(0, 500),
        user_name: call.userName ?? '',
      })
      .execute()
      .catch(onLogError);
  try {
    const answer = await fetch(call.url, call.init);
    await log(answer.status, answer.ok, answer.ok ? '' : `HTTP ${answer.status} ${answer.statusText}`.trim());
    return answer;
  } catch (error) {
    const message =
      error instanceof Error
        ? error.name === 'TimeoutError'
          ? '超时未应答'
          : `无法连接：${error.message}`
        : '无法连接';
    await log(null, false, message);
    throw error;
  }
}
