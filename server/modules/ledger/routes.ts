// The books and statements of the session's ledger set (issue 7). All GET, envelope answers, amounts
// as strings with two decimals, balances as {direction: '借'|'贷'|'平', balance (never negative)}.
//
// Common query (every report): year (default: the session's), monthFrom (1), monthTo (12, or
// monthFrom when only that is given), codeFrom, codeTo (a range; codeTo takes in its descendants),
// level (deepest level shown), includeUnposted (false: posted vouchers only; true adds saved and
// audited ones), hideZero (false). Detail books also take cursor (opaque, from nextCursor) and
// pageSize (1..500, default 100); a page answers {rows: BookRow[], nextCursor: string|null}.
//
// BookRow = {kind: 'opening'|'line'|'dayTotal'|'monthTotal'|'yearTotal', month, voucherDate,
//   voucherId, voucherType, voucherNo, voucherWord ('记-12'), status ('saved'|'audited'|'posted'),
//   lineNo, summary (期初余额/上年结转/本日合计/本月合计/本年累计 on non-lines), code, codeName,
//   departmentCode, departmentName, auxis: [{typeNo, typeName, infoNo, infoName}], debit, credit,
//   direction, balance}. The opening row comes on the first page only.
// BalanceFigures = {openingDebit, openingCredit, debit, credit, yearDebit, yearCredit (本年累计 to
//   monthTo), closingDebit, closingCredit}; BalanceRow = BalanceFigures + {code, name, level, isLeaf,
//   category, balanceDirection ('借'|'贷', the subject's own)}.
//
// Each route names its permission key (src/core/permissions/keys.ts) and needs ledger read access.
// GET /api/ledger/balance            科目余额表 [ledger.balance] -> {rows: BalanceRow[], total:
//     BalanceFigures, balanced} (total sums the outermost shown rows; balanced: debits = credits)
// GET /api/ledger/general            总账 [ledger.general] (level default 1) -> {subjects: [{code, name,
//     level, balanceDirection, rows: [{kind: 'opening'|'monthTotal'|'yearTotal', month, summary,
//     debit, credit, direction, balance}]}]}
// GET /api/ledger/detail?code=       明细账 [ledger.detail] (the subject and all its descendants) ->
//     {subject: {code, name, codeFullName, balanceDirection}, rows, nextCursor}
// GET /api/ledger/multiColumn?code=&typeNo=   多栏账 [ledger.multiColumn]: columns are the subject's
//     children, or the items of auxiliary type typeNo -> {subject, columns: [{key, name}], rows:
//     (BookRow + {columns: {key: amount in the subject's direction}})[], nextCursor}; opening,
//     month and year rows carry every column's balance or totals
// GET /api/ledger/journal?kind=cash|bank&code=   现金/银行日记账 [ledger.cashJournal / ledger.bankJournal]
//     with 本日合计 rows -> {subjects, rows, nextCursor}; code narrows to one cash or bank subject
// GET /api/ledger/dailyReport?date=YYYY-MM-DD (+ includeUnposted, level, hideZero)   现金银行日报表
//     [ledger.cashBankDaily] -> {date, rows: [{kind: 'cash'|'bank', code, name, level, isLeaf,
//     previous: {direction, balance}, debit, credit, debitCount, creditCount, today: {direction,
//     balance}}], totals: [{kind: 'cash'|'bank'|'all', label, previous, debit, credit, ..., today}]}
// GET /api/ledger/otherDailyReport, /api/ledger/departmentDailyReport   其他日报表, 部门日报表:
//     daily-routes.ts
// GET /api/ledger/subjectSummary     科目汇总表 [voucherQuery.subjectSummary] (level default 1;
//     + voucherType, dateFrom, dateTo, noFrom, noTo: any of them sums the voucher lines of that range,
//     a date replacing the month bound on its side) -> {source: 'balances'|'vouchers', rows: [{code,
//     name, level, debit, credit}], total: {debit, credit}, balanced, vouchers: [{voucherType,
//     voucherTypeName, count, attachments, firstNo, lastNo (single month only)}], voucherCount,
//     attachmentCount}
// GET /api/ledger/voucherNumbers?voucherType=    凭证号查询 [voucherQuery.numbers] -> {rows: [{month,
//     voucherType, voucherTypeName, count, firstNo, lastNo, gaps: [{from, to}], missingCount,
//     saved, audited, posted}], gapCount}
// GET /api/ledger/departmentBalance?deptCode=    部门余额表 [departmentBook.balance] -> {groups:
//     [{key (department code), name, rows: BalanceRow[], total: BalanceFigures}]}
// GET /api/ledger/departmentGeneral?deptCode=   部门总账 [departmentBook.general] (level default 1)
//     -> {department: {code, name}, subjects} as 总账, over the department's lines and only the
//     subjects it touches
// GET /api/ledger/departmentDetail?deptCode=&code=   部门明细账 [departmentBook.detail] ->
//     {department: {code, name}, subject|null, rows, nextCursor}
// GET /api/ledger/departmentSubjects   部门科目汇总表 [departmentBook.subjects] (common query) ->
//     {departments: [{code, name}] (those with movements in the period), rows: [{code, name, level,
//     isLeaf, debit, credit, departments: {[code]: {debit, credit}}}], total: {debit, credit,
//     departments}} (the figures are 部门余额表's 本期发生额; total over the outermost shown rows)
// GET /api/ledger/voucherClassification   凭证分类汇总表 [voucherQuery.classification] (year,
//     monthFrom, monthTo, includeUnposted) -> {types: [{voucherType, voucherTypeName, count, firstNo,
//     lastNo (single month only, else null), debit, credit, rows: [{code, name, debit, credit}] (per
//     first-level subject)}], voucherCount, debit, credit, balanced}
// GET /api/ledger/auxBalance?typeNo=&infoNo=     辅助项目余额表 [auxiliary.balance] -> {groups: [{key
//     (item number), name, rows, total}]}
// GET /api/ledger/auxDetail?typeNo=&infoNo=&code=    辅助项目明细账 [auxiliary.itemDetails] -> {item:
//     {typeNo, typeName, infoNo, infoName}, subject|null, rows, nextCursor}
// GET /api/report/balanceSheet?year=&month=&period=month|year&includeUnposted=   资产负债表
//     [financialReport.statistics] -> {title, formNo, year, month, annual, columns: [title, title],
//     lines: [{no, key, name, indent, isTotal, codes, values: [年初, 期末], note?}], tieOut:
//     {balanced, differences, problems}}
// GET /api/report/incomeExpense?year=&month=&period=month|year&includeUnposted=  收入支出表
//     [financialReport.statistics] -> {title, formNo, year, month, annual, columns, lines} (monthly:
//     本月数/本年累计数; annual: 本年数/上年数 with the 年初/年末资金结转结余 sections)
// GET /api/ledger/export.journal?year=   [ledger.balance] text/plain hledger journal of the year's
//     posted vouchers (attachment <ledger code>-<year>.journal)
// Empty query fields count as not given; a bad one is a 400 naming it in Chinese.

import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enums, object, optional } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { ledgerRead } from '../../lib/route-config.ts';
import { sessionOf } from '../../lib/session.ts';
import { intIn } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { accountBalance, generalLedger } from './balances.ts';
import { BookContexts, checkYear, subjectOf } from './context.ts';
import { cashBankDaily } from './daily.ts';
import { dailyLabels, voucherFilterFields, voucherTypeCode } from './daily-query.ts';
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
import {
  cursorText,
  flag,
  given,
  isoDate,
  labels,
  type PeriodQuery,
  pageSizeField,
  periodFields,
  periodOf,
  plainCode,
  subjectCode,
} from './query.ts';
import { balanceSheetReport, incomeExpenseReport } from './statements.ts';
import { subjectSummary } from './subject-summary.ts';
import { departmentSubjects, voucherClassification } from './summaries.ts';

const pageFields = { cursor: optional(cursorText()), pageSize: pageSizeField };

const Plain = object(periodFields);
const Detail = object({ ...periodFields, ...pageFields, code: subjectCode() });
const MultiColumn = object({
  ...periodFields,
  ...pageFields,
  code: subjectCode(),
  typeNo: optional(plainCode()),
});
const Journal = object({
  ...periodFields,
  ...pageFields,
  kind: enums(['cash', 'bank']),
  code: optional(subjectCode()),
});
const Daily = object({
  date: isoDate(),
  includeUnposted: optional(flag()),
  level: optional(intIn(1, 9)),
  hideZero: optional(flag()),
});
const Summary = object({ ...periodFields, ...voucherFilterFields });
const Numbers = object({ ...periodFields, voucherType: optional(voucherTypeCode()) });
const DeptBalance = object({ ...periodFields, deptCode: optional(plainCode(20)) });
const DeptGeneral = object({ ...periodFields, deptCode: plainCode(20) });
const DeptDetail = object({
  ...periodFields,
  ...pageFields,
  deptCode: plainCode(20),
  code: optional(subjectCode()),
});
const Classification = object({
  year: periodFields.year,
  monthFrom: periodFields.monthFrom,
  monthTo: periodFields.monthTo,
  includeUnposted: periodFields.includeUnposted,
});
const AuxBalance = object({ ...periodFields, typeNo: plainCode(), infoNo: optional(plainCode()) });
const AuxDetail = object({
  ...periodFields,
  ...pageFields,
  typeNo: plainCode(),
  infoNo: plainCode(),
  code: optional(subjectCode()),
});
const Statement = object({
  year: optional(intIn(2000, 2100)),
  month: optional(intIn(1, 12)),
  period: optional(enums(['month', 'year'])),
  includeUnposted: optional(flag()),
});
const Export = object({ year: optional(intIn(2000, 2100)) });

const periodLabels = { ...labels, period: '报表期间（month 月报 / year 年报）' };

export async function ledgerRoutes(app: FastifyInstance, { db }: AppContext) {
  const contexts = new BookContexts();
  /** The session's books and the period of the query, checked against the ledger set's years. */
  async function open(request: FastifyRequest, input: Parameters<typeof periodOf>[0]) {
    const session = sessionOf(request);
    const ctx = await contexts.get(db, session);
    const q = periodOf(input, session.year);
    checkYear(ctx, q.year);
    if (q.codeFrom) subjectOf(ctx, q.codeFrom);
    if (q.codeTo) subjectOf(ctx, q.codeTo);
    return { ctx, q };
  }
  const paged = (
    request: FastifyRequest,
    q: PeriodQuery,
    input: { cursor?: string | undefined; pageSize?: number | undefined },
  ): PageQuery => ({
    ...q,
    cursor: input.cursor,
    pageSize: input.pageSize ?? 100,
    cursorKey: sessionOf(request).signKey,
  });

  app.get('/api/ledger/balance', ledgerRead(P.ledger.balance), async (request) => {
    const { ctx, q } = await open(request, parseInput(Plain, given(request.query), labels));
    return ok(await accountBalance(db, ctx, q));
  });

  app.get('/api/ledger/general', ledgerRead(P.ledger.general), async (request) => {
    const { ctx, q } = await open(request, parseInput(Plain, given(request.query), labels));
    return ok({ subjects: await generalLedger(db, ctx, q) });
  });

  app.get('/api/ledger/detail', ledgerRead(P.ledger.detail), async (request) => {
    const input = parseInput(Detail, given(request.query), labels);
    const { ctx, q } = await open(request, input);
    return ok(await detailLedger(db, ctx, paged(request, q, input), input.code));
  });

  app.get('/api/ledger/multiColumn', ledgerRead(P.ledger.multiColumn), async (request) => {
    const input = parseInput(MultiColumn, given(request.query), labels);
    const { ctx, q } = await open(request, input);
    return ok(
      await multiColumn(db, ctx, await ctx.names(), paged(request, q, input), input.code, input.typeNo),
    );
  });

  app.get(
    '/api/ledger/journal',
    ledgerRead([P.ledger.cashJournal, P.ledger.bankJournal]),
    async (request) => {
      const input = parseInput(Journal, given(request.query), labels);
      const needed = input.kind === 'cash' ? P.ledger.cashJournal : P.ledger.bankJournal;
      if (!sessionOf(request).permissions.has(needed)) throw forbidden();
      const { ctx, q } = await open(request, input);
      return ok(await journal(db, ctx, paged(request, q, input), input.kind, input.code));
    },
  );

  app.get('/api/ledger/dailyReport', ledgerRead(P.ledger.cashBankDaily), async (request) => {
    const input = parseInput(Daily, given(request.query), labels);
    const ctx = await contexts.get(db, sessionOf(request));
    return ok(
      await cashBankDaily(db, ctx, {
        date: input.date,
        includeUnposted: input.includeUnposted ?? false,
        level: input.level,
        hideZero: input.hideZero ?? false,
      }),
    );
  });

  await dailyRoutes(app, db, contexts);

  app.get('/api/ledger/subjectSummary', ledgerRead(P.voucherQuery.subjectSummary), async (request) => {
    const input = parseInput(Summary, given(request.query), dailyLabels);
    const { ctx, q } = await open(request, input);
    const { voucherType, dateFrom, dateTo, noFrom, noTo } = input;
    return ok(await subjectSummary(db, ctx, q, { voucherType, dateFrom, dateTo, noFrom, noTo }));
  });

  app.get('/api/ledger/voucherNumbers', ledgerRead(P.voucherQuery.numbers), async (request) => {
    const input = parseInput(Numbers, given(request.query), labels);
    const { ctx, q } = await open(request, input);
    return ok(await voucherNumbers(db, ctx.ledgerSetId, { ...q, voucherType: input.voucherType }));
  });

  app.get('/api/ledger/departmentBalance', ledgerRead(P.departmentBook.balance), async (request) => {
    const input = parseInput(DeptBalance, given(request.query), labels);
    const { ctx, q } = await open(request, input);
    const n = await ctx.names();
    if (input.deptCode !== undefined && !n.department.has(input.deptCode)) {
      throw badRequest(`部门编码 ${input.deptCode} 不存在`);
    }
    return ok({ groups: await departmentBalance(db, ctx, n, q, input.deptCode) });
  });

  // The key is the catalogue's (financial-software.ts 部门总账); BookPermission lacks it so far.
  app.get('/api/ledger/departmentGeneral', ledgerRead(P.departmentBook.general), async (request) => {
    const input = parseInput(DeptGeneral, given(request.query), labels);
    const { ctx, q } = await open(request, input);
    const n = await ctx.names();
    const name = n.department.get(input.deptCode);
    if (name === undefined) throw badRequest(`部门编码 ${input.deptCode} 不存在`);
    return ok({
      department: { code: input.deptCode, name },
      subjects: await generalLedger(db, ctx, q, input.deptCode),
    });
  });

  app.get('/api/ledger/departmentDetail', ledgerRead(P.departmentBook.detail), async (request) => {
    const input = parseInput(DeptDetail, given(request.query), labels);
    const { ctx, q } = await open(request, input);
    return ok(
      await departmentDetail(
        db,
        ctx,
        await ctx.names(),
        paged(request, q, input),
        input.deptCode,
        input.code,
      ),
    );
  });

  app.get('/api/ledger/departmentSubjects', ledgerRead(P.departmentBook.subjects), async (request) => {
    const { ctx, q } = await open(request, parseInput(Plain, given(request.query), labels));
    return ok(await departmentSubjects(db, ctx, await ctx.names(), q));
  });

  app.get('/api/ledger/voucherClassification', ledgerRead(P.voucherQuery.classification), async (request) => {
    const { ctx, q } = await open(request, parseInput(Classification, given(request.query), labels));
    return ok(await voucherClassification(db, ctx, q));
  });

  app.get('/api/ledger/auxBalance', ledgerRead(P.auxiliary.balance), async (request) => {
    const input = parseInput(AuxBalance, given(request.query), labels);
    const { ctx, q } = await open(request, input);
    const n = await ctx.names();
    if (!n.auxType.has(input.typeNo)) throw badRequest(`辅助核算类型 ${input.typeNo} 不存在`);
    if (input.infoNo !== undefined && !n.auxItem.has(`${input.typeNo}:${input.infoNo}`)) {
      throw badRequest(`辅助核算项目 ${input.infoNo} 不存在`);
    }
    return ok({ groups: await auxiliaryBalance(db, ctx, n, q, input.typeNo, input.infoNo) });
  });

  app.get('/api/ledger/auxDetail', ledgerRead(P.auxiliary.itemDetails), async (request) => {
    const input = parseInput(AuxDetail, given(request.query), labels);
    const { ctx, q } = await open(request, input);
    const n = await ctx.names();
    return ok(
      await auxDetailOf(db, ctx, n, paged(request, q, input), input.typeNo, input.infoNo, input.code),
    );
  });

  for (const [path, report] of [
    ['/api/report/balanceSheet', balanceSheetReport],
    ['/api/report/incomeExpense', incomeExpenseReport],
  ] as const) {
    app.get(path, ledgerRead(P.financialReport.statistics), async (request) => {
      const input = parseInput(Statement, given(request.query), periodLabels);
      const session = sessionOf(request);
      const ctx = await contexts.get(db, session);
      const year = input.year ?? session.year ?? new Date().getFullYear();
      checkYear(ctx, year);
      const annual = input.period === 'year';
      const month = input.month ?? (annual ? 12 : new Date().getMonth() + 1);
      return ok(
        await report(db, ctx, { year, month, annual, includeUnposted: input.includeUnposted ?? false }),
      );
    });
  }

  app.get('/api/ledger/export.journal', ledgerRead(P.ledger.balance), async (request, reply) => {
    const input = parseInput(Export, given(request.query), labels);
    const session = sessionOf(request);
    const ctx = await contexts.get(db, session);
    const year = input.year ?? session.year ?? new Date().getFullYear();
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
