// /api/departMent: the departments of the session's ledger set: list (pickers, user centre), save
// and enable/disable (部门管理), and saveBatch, the outbox's way to replay many saves in one call.
import type { FastifyInstance } from 'fastify';
import { array, boolean, nullable, object, optional, refine, string, unknown } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../lib/session.ts';
import { id, intIn, text, trimmedString } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { applyEach } from './once.ts';
import { type DepartmentInput, duplicateCode, saveDepartment, setDepartmentEnabled } from './service.ts';

export const savePath = '/api/departMent/save';
/** Items per saveBatch call: small enough for the 1 MB body limit and a short lock on PGlite. */
export const maxBatchItems = 200;

const ListQuery = object({ isEscrow: optional(boolean()), includeDisabled: optional(boolean()) });

const departmentCode = () =>
  refine(trimmedString(), 'departmentCode', (v) =>
    /^[A-Za-z0-9]{1,20}$/.test(v) ? true : '只能由字母或数字组成，长度 1 到 20 位',
  );

const SaveInput = object({
  id: optional(nullable(id())),
  code: departmentCode(),
  name: text(40),
  parentCode: optional(nullable(trimmedString())),
  sort: optional(nullable(intIn(0, 999_999))),
  enabled: optional(nullable(boolean())),
  version: optional(nullable(intIn(1, 2_147_483_647))),
});
const EnableInput = object({
  id: id(),
  enabled: boolean(),
  version: optional(nullable(intIn(1, 2_147_483_647))),
});
const BatchInput = object({
  items: refine(
    array(
      object({
        key: refine(string(), 'key', (k) =>
          /^[A-Za-z0-9_-]{8,100}$/.test(k) ? true : '应为 8 到 100 位字母、数字、下划线或连字符',
        ),
        body: unknown(),
      }),
    ),
    'items',
    (list) => (list.length >= 1 && list.length <= maxBatchItems ? true : `应有 1 到 ${maxBatchItems} 项`),
  ),
});

const labels = {
  id: '部门ID',
  code: '部门编码',
  name: '部门名称',
  parentCode: '上级部门',
  sort: '排序号',
  enabled: '是否启用',
  version: '版本号',
  includeDisabled: '含停用',
  items: '批量内容',
  key: '幂等键',
};

// 部门管理 (用户中心) and 部门设置 (基础设置) are one screen under two permissions.
const adminWrite = {
  config: { permission: [P.usercenter.department, P.settings.department], ledger: 'write' as const },
};

/** Null means "not given" for the optional fields: clients send either. */
function toInput(body: unknown): DepartmentInput {
  const v = parseInput(SaveInput, body, labels);
  return {
    id: v.id ?? undefined,
    code: v.code,
    name: v.name,
    parentCode: v.parentCode ?? null,
    sort: v.sort ?? undefined,
    enabled: v.enabled ?? undefined,
    version: v.version ?? undefined,
  };
}

export async function departmentRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/departMent/listDept', { config: { ledger: 'read' } }, async (request) => {
    const query = parseInput(ListQuery, coerceFlags(request.query), labels);
    const ledgerSetId = sessionOf(request).ledgerSetId ?? 0;
    let q = db
      .selectFrom('department as d')
      .leftJoin('department as p', 'p.id', 'd.parent_id')
      .select(['d.id', 'd.code', 'd.name', 'd.enabled', 'd.version', 'd.sort', 'p.code as parentCode'])
      .where('d.ledger_set_id', '=', ledgerSetId);
    if (!query.includeDisabled) q = q.where('d.enabled', '=', true);
    const rows = await q.orderBy('d.sort').orderBy('d.code').execute();
    return ok(
      rows.map((r) => ({
        id: r.id,
        departmentCode: r.code,
        departmentName: r.name,
        parentCode: r.parentCode,
        enabled: r.enabled,
        version: r.version,
        sort: r.sort,
      })),
    );
  });

  app.post(savePath, adminWrite, async (request) => {
    const input = toInput(request.body);
    const session = sessionOf(request);
    const ledgerSetId = session.ledgerSetId ?? 0;
    try {
      // A refused twin of a save that just committed gets its stored answer from app.write.
      return await app.write(request, async (trx) => {
        const saved = await saveDepartment(trx, ledgerSetId, input);
        return ok(saved, input.id === undefined ? '部门已新增' : '部门已保存');
      });
    } catch (error) {
      // app.write answers twins itself; a unique violation left over is another user's same code.
      if (isUniqueViolation(error)) throw duplicateCode(input.code);
      throw error;
    }
  });

  app.post('/api/departMent/disable', adminWrite, async (request) => {
    const input = parseInput(EnableInput, request.body, labels);
    const session = sessionOf(request);
    return app.write(request, async (trx) => {
      const saved = await setDepartmentEnabled(trx, session.ledgerSetId ?? 0, {
        id: input.id,
        enabled: input.enabled,
        version: input.version ?? undefined,
      });
      return ok(saved, input.enabled ? '部门已启用' : '部门已停用');
    });
  });

  // Each item is what POST /save would carry, under its own idempotency key: a replay of the batch,
  // or of one item alone, answers from the item's record. The batch's own key is never stored.
  app.post('/api/departMent/saveBatch', adminWrite, async (request) => {
    const { items } = parseInput(BatchInput, request.body, labels);
    const session = sessionOf(request);
    const ledgerSetId = session.ledgerSetId ?? 0;
    const results = await applyEach(items, {
      db,
      userId: session.userId,
      path: savePath,
      work: async (trx, body) => {
        const input = toInput(body);
        const saved = await saveDepartment(trx, ledgerSetId, input);
        return ok(saved, input.id === undefined ? '部门已新增' : '部门已保存');
      },
      onUniqueViolation: (body) => duplicateCode(String((body as { code?: unknown } | null)?.code ?? '')),
    });
    return ok({ results });
  });
}

/** Query strings carry 'true'/'false'; turn them into booleans before validation. */
function coerceFlags(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    out[k] = v === 'true' ? true : v === 'false' ? false : v;
  }
  return out;
}
