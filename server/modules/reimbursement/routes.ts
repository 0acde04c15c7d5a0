// /api/reimbursement (src/core/contracts/reimbursement.ts): thin routes; the guard
// lets in any holder of one of the document types' keys and the services check the document's own.
import type { FastifyInstance } from 'fastify';
import { reimbursementContracts as c } from '../../../src/core/contracts/reimbursement.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Call } from '../../lib/serve.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { actorOf, type Db, guards, may } from './access.ts';
import {
  approveClaim,
  cancelClaimApproval,
  deleteClaim,
  rejectClaim,
  saveClaim,
  submitClaim,
  type Who,
  withdrawClaim,
} from './actions.ts';
import { claimView } from './documents.ts';
import { listClaims } from './lists.ts';
import { listLoans } from './loans.ts';
import { projectProgress, statistics } from './statistics.ts';
import { generateVoucher, voucherPreview } from './vouchers.ts';

export function reimbursementRoutes(app: FastifyInstance, { db }: AppContext) {
  const write = (permission: readonly string[]) => ({ permission, ledger: 'write' }) as never;
  const read = (permission: readonly string[]) => ({ permission, ledger: 'read' }) as never;
  const whoOf = async (trx: Db, call: Call<unknown>): Promise<Who> => ({
    ledgerSetId: call.ledgerSetId,
    session: call.session,
    actor: await actorOf(trx, call.session.userId),
    now: new Date(app.clock()),
  });
  /** Runs an action in app.write and answers the document as it now stands. */
  const action = <I extends { documentId: string }>(
    call: Call<I>,
    message: string,
    work: (trx: Parameters<Parameters<typeof app.write>[1]>[0], who: Who) => Promise<void>,
  ) =>
    app.write(call.request, async (trx) => {
      const who = await whoOf(trx, call);
      await work(trx, who);
      return ok(
        await claimView(trx, who.ledgerSetId, call.input.documentId.toLowerCase(), who.session, who.actor),
        message,
      );
    });

  serve(app, c.save, write(guards.form), async (call) =>
    app.write(call.request, async (trx) => {
      const who = await whoOf(trx, call);
      const id = await saveClaim(trx, who, call.input);
      return ok(await claimView(trx, who.ledgerSetId, id, who.session, who.actor), '单据已保存');
    }),
  );

  serve(app, c.get, read(guards.read), async (call) => {
    const who = await whoOf(db, call);
    return ok(
      await claimView(db, who.ledgerSetId, call.input.documentId.toLowerCase(), who.session, who.actor),
    );
  });

  serve(app, c.list, read(guards.read), async (call) => {
    const who = await whoOf(db, call);
    return ok(await listClaims(db, who.ledgerSetId, who.session, who.actor, call.input));
  });

  serve(app, c.submit, write(guards.form), (call) =>
    action(call, '单据已提交', (trx, who) =>
      submitClaim(trx, who, call.input.documentId, call.input.version),
    ),
  );
  serve(app, c.approve, write(guards.approval), (call) =>
    action(call, '已审批通过', (trx, who) =>
      approveClaim(trx, who, call.input.documentId, call.input.version, call.input.remark ?? ''),
    ),
  );
  serve(app, c.reject, write(guards.approval), (call) =>
    action(call, '单据已驳回', (trx, who) =>
      rejectClaim(trx, who, call.input.documentId, call.input.version, call.input.reason),
    ),
  );
  serve(app, c.withdrawal, write(guards.form), (call) =>
    action(call, '单据已撤回', (trx, who) =>
      withdrawClaim(trx, who, call.input.documentId, call.input.version),
    ),
  );
  serve(app, c.cancle, write(guards.approval), (call) =>
    action(call, '已取消审批', (trx, who) =>
      cancelClaimApproval(trx, who, call.input.documentId, call.input.version),
    ),
  );
  serve(app, c.delete, write(guards.form), (call) =>
    app.write(call.request, async (trx) => {
      const who = await whoOf(trx, call);
      await deleteClaim(trx, who, call.input.documentId, call.input.version);
      return ok({ documentId: call.input.documentId.toLowerCase() }, '单据已删除');
    }),
  );

  serve(app, c.loans, read(guards.read), async (call) => {
    const all = call.input.borrower === 'all';
    if (all && !may(call.session, 'loan', 'finance')) throw forbidden('没有查看全部借款的权限');
    const today = new Date(app.clock()).toISOString().slice(0, 10);
    return ok(
      await listLoans(db, call.ledgerSetId, {
        borrowerId: all ? null : call.session.userId,
        status: call.input.status,
        today,
      }),
    );
  });

  serve(app, c.statistics, read(guards.finance), async (call) =>
    ok(await statistics(db, call.ledgerSetId, call.input)),
  );
  serve(app, c.progress, read(guards.progress), async (call) =>
    ok(await projectProgress(db, call.ledgerSetId, call.input.year)),
  );

  serve(app, c.voucherPreview, read(guards.finance), async (call) =>
    ok(await voucherPreview(db, call.ledgerSetId, call.input.documentId.toLowerCase())),
  );
  // Posting a voucher is the voucher key's alone (报销统计 reads the same documents, it does not post).
  serve(app, c.generateVoucher, write([P.reimbursement.generateVoucher]), (call) =>
    action(call, '凭证已生成', (trx, who) => generateVoucher(trx, who, call.input)),
  );
}
