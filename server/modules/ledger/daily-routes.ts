// The daily reports beside 现金银行日报表 (issue 7): routes of 其他日报表 and 部门日报表.
// GET /api/ledger/otherDailyReport?date=YYYY-MM-DD (+ codes=a,b,c | codeFrom/codeTo, includeUnposted,
//     level, hideZero default true)   其他日报表 [ledger.otherDaily]: 现金银行日报表 for chosen subjects
//     (codes win over the range; neither: every subject outside cash and bank); a chosen subject
//     always shows, level cuts its descendants -> {date, scope: 'codes'|'range'|'all', rows: [{code,
//     name, level, isLeaf, previous, debit, credit, debitCount, creditCount, today}], total}
// GET /api/ledger/departmentDailyReport?date= (+ deptCode, codeFrom/codeTo, level, includeUnposted)
//     部门日报表 [departmentBook.dailyReport] -> {date, departments: [{code, name, rows (as above,
//     only subjects with a balance or a movement), total (小计)}], total (合计)}
//     Both daily reports take a day of the session's year only.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { object } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { ledgerRead } from '../../lib/route-config.ts';
import { sessionOf } from '../../lib/session.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { type BookContexts, subjectOf } from './context.ts';
import { codesOf, dailyLabels, departmentDailyFields, otherDailyFields } from './daily-query.ts';
import { checkDay } from './day.ts';
import { departmentDaily } from './department-daily.ts';
import { otherDaily } from './other-daily.ts';
import { given } from './query.ts';

const OtherDaily = object(otherDailyFields);
const DepartmentDaily = object(departmentDailyFields);

export async function dailyRoutes(app: FastifyInstance, db: Kysely<Database>, contexts: BookContexts) {
  /** The session's books for a daily report: the day in the session's year, the range's codes known. */
  async function openDay(
    request: FastifyRequest,
    input: { date: string; codeFrom?: string; codeTo?: string },
  ) {
    const session = sessionOf(request);
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

  app.get('/api/ledger/otherDailyReport', ledgerRead(P.ledger.otherDaily), async (request) => {
    const input = parseInput(OtherDaily, given(request.query), dailyLabels);
    const ctx = await openDay(request, input);
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
  });

  app.get('/api/ledger/departmentDailyReport', ledgerRead(P.departmentBook.dailyReport), async (request) => {
    const input = parseInput(DepartmentDaily, given(request.query), dailyLabels);
    const ctx = await openDay(request, input);
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
  });
}
