// /api/departMent (src/core/contracts/department.ts): routes validate through the contract and hand
// the work to service.ts inside app.write, one transaction with its idempotency record.
import type { FastifyInstance } from 'fastify';
import type { Infer } from 'superstruct';
import { departmentContracts as c, type DepartmentSave } from '../../../src/core/contracts/department.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { applyEach } from './once.ts';
import {
  type DepartmentInput,
  duplicateCode,
  listDepartments,
  saveDepartment,
  setDepartmentEnabled,
} from './service.ts';

// 部门管理 (用户中心) and 部门设置 (基础设置) are one screen under two permissions.
const admin = { permission: [P.usercenter.department, P.settings.department], ledger: 'write' } as const;

/** Null means "not given" for the optional fields: clients send either. */
function toInput(v: Infer<typeof DepartmentSave>): DepartmentInput {
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

const savedMessage = (input: DepartmentInput) => (input.id === undefined ? '部门已新增' : '部门已保存');

export function departmentRoutes(app: FastifyInstance, { db }: AppContext) {
  serve(app, c.list, { ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await listDepartments(db, ledgerSetId, input.includeDisabled ?? false)),
  );

  serve(app, c.save, admin, async ({ input: raw, request, ledgerSetId }) => {
    const input = toInput(raw);
    try {
      // A refused twin of a save that just committed gets its stored answer from app.write.
      return await app.write(request, async (trx) =>
        ok(await saveDepartment(trx, ledgerSetId, input), savedMessage(input)),
      );
    } catch (error) {
      // app.write answers twins itself; a unique violation left over is another user's same code.
      if (isUniqueViolation(error)) throw duplicateCode(input.code);
      throw error;
    }
  });

  serve(app, c.setEnabled, admin, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const saved = await setDepartmentEnabled(trx, ledgerSetId, {
        id: input.id,
        enabled: input.enabled,
        version: input.version ?? undefined,
      });
      return ok(saved, input.enabled ? '部门已启用' : '部门已停用');
    }),
  );

  // Each item is what save would carry, under its own idempotency key: a replay of the batch, or of
  // one item alone, answers from the item's record. The batch's own key is never stored.
  serve(app, c.saveBatch, admin, async ({ input, session, ledgerSetId }) => {
    const results = await applyEach(input.items, {
      db,
      userId: session.userId,
      path: c.save.path,
      work: async (trx, body) => {
        const one = toInput(parseInput(c.save.request, body, c.save.labels));
        return ok(await saveDepartment(trx, ledgerSetId, one), savedMessage(one));
      },
      onUniqueViolation: (body) => duplicateCode(String((body as { code?: unknown } | null)?.code ?? '')),
    });
    return ok({ results });
  });
}
