// The books and statements of the session's ledger set (issue 7), served from their contracts
// (src/core/contracts/ledger.ts has each call's query, permission and answer). Each route checks the
// period against the ledger set's years and hands the work to the module's readers.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ledgerContracts as c } from '../../../src/core/contracts/ledger.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { Guard } from '../../lib/route-config.ts';
import { serve } from '../../lib/serve.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { accountBalance, generalLedger } from './balances.ts';
import { BookContexts, checkYear, subjectOf } from './context.ts';
import { cashBankDaily } from './daily.ts';
import { dailyRoutes } from './daily-routes.ts';
import {
  auxDetailOf,
  departmentDetail,
  detailLedger,
  journal,
  multiColumn,
  type PageQuery,
} from './details.ts';
import { auxiliaryBalance, departmentBalance } from './dimensions.ts';
import { journalChunks } from './export.ts';
import { voucherNumbers } from './numbers.ts';
import { type PeriodQuery, periodOf } from './query.ts';
import { balanceSheetReport, incomeExpenseReport } from './statements.ts';
import { subjectSummary } from './subject-summary.ts';
import { departmentSubjects, voucherClassification } from './summaries.ts';

/** Every book is a read of the session's ledger set under its own key. */
const reader = (permission: Guard) => ({ permission, ledger: 'read' }) as const;

export async function ledgerRoutes(app: FastifyInstance, { db }: AppContext) {
  const contexts = new BookContexts();
  /** The session's books and the period of the query, checked against the ledger set's years. */
  async function open(session: RequestSession, input: Parameters<typeof periodOf>[0]) {
    const ctx = await contexts.get(db, session);
    const q = periodOf(input, session.year);
    checkYear(ctx, q.year);
    if (q.codeFrom) subjectOf(ctx, q.codeFrom);
    if (q.codeTo) subjectOf(ctx, q.codeTo);
    return { ctx, q };
  }
  const paged = (
    session: RequestSession,
    q: PeriodQuery,
    input: { cursor?: string | undefined; pageSize?: number | undefined },
  ): PageQuery => ({
    ...q,
    cursor: input.cursor,
    pageSize: input.pageSize ?? 100,
    cursorKey: session.signKey,
  });

  serve(app, c.balance, reader(P.ledger.balance), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    return ok(await accountBalance(db, ctx, q));
  });

  serve(app, c.general, reader(P.ledger.general), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    return ok({ subjects: await generalLedger(db, ctx, q) });
  });

  serve(app, c.detail, reader(P.ledger.detail), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    return ok(await detailLedger(db, ctx, paged(session, q, input), input.code));
  });

  serve(app, c.multiColumn, reader(P.ledger.multiColumn), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    return ok(
      await multiColumn(db, ctx, await ctx.names(), paged(session, q, input), input.code, input.typeNo),
    );
  });

  serve(app, c.journal, reader([P.ledger.cashJournal, P.ledger.bankJournal]), async ({ input, session }) => {
    // Either key opens the route; each journal needs its own.
    const needed = input.kind === 'cash' ? P.ledger.cashJournal : P.ledger.bankJournal;
    if (!session.permissions.has(needed)) throw forbidden();
    const { ctx, q } = await open(session, input);
    return ok(await journal(db, ctx, paged(session, q, input), input.kind, input.code));
  });

  serve(app, c.dailyReport, reader(P.ledger.cashBankDaily), async ({ input, session }) => {
    const ctx = await contexts.get(db, session);
    return ok(
      await cashBankDaily(db, ctx, {
        date: input.date,
        includeUnposted: input.includeUnposted ?? false,
        level: input.level,
        hideZero: input.hideZero ?? false,
      }),
    );
  });

  dailyRoutes(app, db, contexts);

  serve(app, c.subjectSummary, reader(P.voucherQuery.subjectSummary), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    const { voucherType, dateFrom, dateTo, noFrom, noTo } = input;
    return ok(await subjectSummary(db, ctx, q, { voucherType, dateFrom, dateTo, noFrom, noTo }));
  });

  serve(app, c.voucherNumbers, reader(P.voucherQuery.numbers), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    return ok(await voucherNumbers(db, ctx.ledgerSetId, { ...q, voucherType: input.voucherType }));
  });

  serve(app, c.departmentBalance, reader(P.departmentBook.balance), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    const n = await ctx.names();
    if (input.deptCode !== undefined && !n.department.has(input.deptCode)) {
      throw badRequest(`部门编码 ${input.deptCode} 不存在`);
    }
    return ok({ groups: await departmentBalance(db, ctx, n, q, input.deptCode) });
  });

  serve(app, c.departmentGeneral, reader(P.departmentBook.general), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    const n = await ctx.names();
    const name = n.department.get(input.deptCode);
    if (name === undefined) throw badRequest(`部门编码 ${input.deptCode} 不存在`);
    return ok({
      department: { code: input.deptCode, name },
      subjects: await generalLedger(db, ctx, q, input.deptCode),
    });
  });

  serve(app, c.departmentDetail, reader(P.departmentBook.detail), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    const n = await ctx.names();
    return ok(await departmentDetail(db, ctx, n, paged(session, q, input), input.deptCode, input.code));
  });

  serve(app, c.departmentSubjects, reader(P.departmentBook.subjects), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    return ok(await departmentSubjects(db, ctx, await ctx.names(), q));
  });

  serve(app, c.voucherClassification, reader(P.voucherQuery.classification), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    return ok(await voucherClassification(db, ctx, q));
  });

  serve(app, c.auxBalance, reader(P.auxiliary.balance), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    const n = await ctx.names();
    if (!n.auxType.has(input.typeNo)) throw badRequest(`辅助核算类型 ${input.typeNo} 不存在`);
    if (input.infoNo !== undefined && !n.auxItem.has(`${input.typeNo}:${input.infoNo}`)) {
      throw badRequest(`辅助核算项目 ${input.infoNo} 不存在`);
    }
    return ok({ groups: await auxiliaryBalance(db, ctx, n, q, input.typeNo, input.infoNo) });
  });

  serve(app, c.auxDetail, reader(P.auxiliary.itemDetails), async ({ input, session }) => {
    const { ctx, q } = await open(session, input);
    const n = await ctx.names();
    return ok(
      await auxDetailOf(db, ctx, n, paged(session, q, input), input.typeNo, input.infoNo, input.code),
    );
  });

  for (const [contract, report] of [
    [c.balanceSheet, balanceSheetReport],
    [c.incomeExpense, incomeExpenseReport],
  ] as const) {
    serve(app, contract, reader(P.financialReport.statistics), async ({ input, session, year: current }) => {
      const ctx = await contexts.get(db, session);
      const year = input.year ?? current;
      checkYear(ctx, year);
      const annual = input.period === 'year';
      const month = input.month ?? (annual ? 12 : new Date().getMonth() + 1);
      return ok(
        await report(db, ctx, { year, month, annual, includeUnposted: input.includeUnposted ?? false }),
      );
    });
  }

  serve(app, c.exportJournal, reader(P.ledger.balance), async ({ input, session, year: current, reply }) => {
    const ctx = await contexts.get(db, session);
    const year = input.year ?? current;
    checkYear(ctx, year);
    const set = await db
      .selectFrom('ledger_set')
      .select(['code', 'name'])
      .where('id', '=', ctx.ledgerSetId)
      .executeTakeFirstOrThrow();
    const file = `${set.code}-${year}.journal`;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(Readable.from(journalChunks(db, ctx, year, `${set.code} ${set.name}`)));
  });
}
