// The daily reports beside 现金银行日报表 (issue 7): 其他日报表 and 部门日报表, served from their
// contracts (src/core/contracts/ledger.ts). Both take a day of the session's year only.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ledgerContracts as c } from '../../../src/core/contracts/ledger.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { type BookContexts, subjectOf } from './context.ts';
import { checkDay } from './day.ts';
import { departmentDaily } from './department-daily.ts';
import { otherDaily } from './other-daily.ts';

/** "5010101,135" as its distinct codes (the contract has checked each). */
export const codesOf = (text: string | undefined): string[] | undefined =>
  text === undefined ? undefined : [...new Set(text.split(',').map((c) => c.trim()))];

export function dailyRoutes(app: FastifyInstance, db: Kysely<Database>, contexts: BookContexts) {
  /** The session's books for a daily report: the day in the session's year, the range's codes known. */
  async function openDay(
    session: RequestSession,
    input: { date: string; codeFrom?: string | undefined; codeTo?: string | undefined },
  ) {
    const ctx = await contexts.get(db, session);
    checkDay(ctx, input.date, session.year);
    const { codeFrom, codeTo } = input;
    if (codeFrom) subjectOf(ctx, codeFrom);
    if (codeTo) subjectOf(ctx, codeTo);
    if (codeFrom && codeTo && codeFrom > codeTo && !codeFrom.startsWith(codeTo)) {
      throw badRequest(`起始科目 ${codeFrom} 不能大于结束科目 ${codeTo}`);
    }
    return ctx;
  }

  serve(
    app,
    c.otherDailyReport,
    { permission: P.ledger.otherDaily, ledger: 'read' },
    async ({ input, session }) => {
      const ctx = await openDay(session, input);
      return ok(
        await otherDaily(db, ctx, {
          date: input.date,
          includeUnposted: input.includeUnposted ?? false,
          level: input.level,
          // A day touches few of the chosen subjects: the quiet ones would bury them.
          hideZero: input.hideZero ?? true,
          codes: codesOf(input.codes),
          codeFrom: input.codeFrom,
          codeTo: input.codeTo,
        }),
      );
    },
  );

  serve(
    app,
    c.departmentDailyReport,
    { permission: P.departmentBook.dailyReport, ledger: 'read' },
    async ({ input, session }) => {
      const ctx = await openDay(session, input);
      const n = await ctx.names();
      if (input.deptCode !== undefined && !n.department.has(input.deptCode)) {
        throw badRequest(`部门编码 ${input.deptCode} 不存在`);
      }
      return ok(
        await departmentDaily(db, ctx, n, {
          date: input.date,
          includeUnposted: input.includeUnposted ?? false,
          level: input.level,
          deptCode: input.deptCode,
          codeFrom: input.codeFrom,
          codeTo: input.codeTo,
        }),
      );
    },
  );
}
