// /api/bankAccount, /api/cashier and /api/cheque (src/core/contracts/cashier.ts, cheque.ts): routes
// validate through the contract and hand the work to the services; writes run inside app.write, one
// transaction with their idempotency record. Cash and bank accounts and journals each have their own
// screen key: a call about one account asks for the key of its kind.
import type { FastifyInstance } from 'fastify';
import type { AccountKind } from '../../../src/core/cashier/types.ts';
import { bankAccountContracts as banks } from '../../../src/core/contracts/bank-account.ts';
import { cashierContracts as c } from '../../../src/core/contracts/cashier.ts';
import { chequeContracts as q } from '../../../src/core/contracts/cheque.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import {
  bankAccountReaders,
  cashierAccountReaders,
  chequeReaders,
} from '../../../src/core/permissions/readers.ts';
import type { PermissionKey } from '../../../src/core/permissions/registry.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { deleteCashierAccount, saveCashierAccount, setCashierAccountEnabled } from './accounts.ts';
import {
  deleteBankAccount,
  listBankAccounts,
  saveBankAccount,
  setBankAccountEnabled,
} from './bank-accounts.ts';
import {
  issueCheque,
  listCheques,
  listPurchases,
  purchaseCheques,
  returnCheque,
  voidCheque,
  writeOffCheque,
} from './cheques.ts';
import { getAccount, listAccounts } from './common.ts';
import { deleteEntry, readJournal, saveEntry } from './entries.ts';
import { importLines, voucherLines } from './import.ts';
import { closeMonth, readPeriods, reopenMonth } from './periods.ts';
import { dailyReport, differences, monthlyReport } from './reports.ts';

const accountKey = { cash: P.cashier.cashAccount, bank: P.cashier.bankAccount } as const;
const journalKey = { cash: P.cashier.cashJournal, bank: P.cashier.bankJournal } as const;

const KIND = { cash: '现金', bank: '银行' } as const;

function needs(session: RequestSession, keys: Record<AccountKind, string>, kind: AccountKind, what: string) {
  if (!session.permissions.has(keys[kind])) throw forbidden(`没有${what}${KIND[kind]}账户的权限`);
}

export function cashierRoutes(app: FastifyInstance, { db }: AppContext) {
  const write = (permission: PermissionKey | readonly PermissionKey[]) => ({
    permission,
    ledger: 'write' as const,
  });

  // ---- 银行账户 ----
  serve(app, banks.list, { permission: bankAccountReaders, ledger: 'read' }, async ({ input, ledgerSetId }) =>
    ok(await listBankAccounts(db, ledgerSetId, input.includeDisabled ?? false)),
  );
  serve(app, banks.save, write(P.settings.bankAccount), async ({ input, request, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(await saveBankAccount(trx, ledgerSetId, input), input.id ? '银行账户已保存' : '银行账户已新增'),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('账号或对应科目已被其他银行账户使用');
      throw error;
    }
  });
  serve(app, banks.setEnabled, write(P.settings.bankAccount), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(
        await setBankAccountEnabled(trx, ledgerSetId, input),
        input.enabled ? '银行账户已启用' : '银行账户已停用',
      ),
    ),
  );
  serve(app, banks.delete, write(P.settings.bankAccount), async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await deleteBankAccount(trx, ledgerSetId, input), '银行账户已删除')),
  );

  // ---- 出纳账户 ----
  serve(
    app,
    c.accounts,
    { permission: cashierAccountReaders, ledger: 'read' },
    async ({ input, ledgerSetId }) => ok(await listAccounts(db, ledgerSetId, input.includeDisabled ?? true)),
  );
  serve(
    app,
    c.saveAccount,
    write([P.cashier.cashAccount, P.cashier.bankAccount]),
    async ({ input, request, session, ledgerSetId }) => {
      needs(session, accountKey, input.kind, '维护');
      try {
        return await app.write(request, async (trx) =>
          ok(
            await saveCashierAccount(trx, ledgerSetId, input),
            input.id ? '出纳账户已保存' : '出纳账户已新增',
          ),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('账户编码或对应科目已被其他出纳账户使用');
        throw error;
      }
    },
  );
  serve(
    app,
    c.setAccountEnabled,
    write([P.cashier.cashAccount, P.cashier.bankAccount]),
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) => {
        needs(session, accountKey, (await getAccount(trx, ledgerSetId, input.id)).kind, '维护');
        const saved = await setCashierAccountEnabled(trx, ledgerSetId, input);
        return ok(saved, input.enabled ? '出纳账户已启用' : '出纳账户已停用');
      }),
  );
  serve(
    app,
    c.deleteAccount,
    write([P.cashier.cashAccount, P.cashier.bankAccount]),
    async ({ input, request, session, ledgerSetId }) =>
      app.write(request, async (trx) => {
        needs(session, accountKey, (await getAccount(trx, ledgerSetId, input.id)).kind, '维护');
        return ok(await deleteCashierAccount(trx, ledgerSetId, input), '出纳账户已删除');
      }),
  );

  // ---- 日记账 ----
  const journals = [P.cashier.cashJournal, P.cashier.bankJournal];
  serve(app, c.journal, { permission: journals, ledger: 'read' }, async ({ input, session, ledgerSetId }) => {
    const answer = await readJournal(db, ledgerSetId, input.accountId, input.year, input.month);
    needs(session, journalKey, answer.account.kind, '查看');
    return ok(answer);
  });
  serve(app, c.saveEntry, write(journals), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const entry = await saveEntry(trx, ledgerSetId, session.userId, input, (a) =>
        needs(session, journalKey, a.kind, '登记'),
      );
      return ok(entry, '出纳账已保存');
    }),
  );
  serve(app, c.deleteEntry, write(journals), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(
        await deleteEntry(trx, ledgerSetId, input, (a) => needs(session, journalKey, a.kind, '登记')),
        '出纳账已删除',
      ),
    ),
  );

  // ---- 生成出纳账 ----
  serve(
    app,
    c.voucherLines,
    { permission: P.cashier.generateBook, ledger: 'read' },
    async ({ input, ledgerSetId }) => ok(await voucherLines(db, ledgerSetId, input)),
  );
  serve(
    app,
    c.importLines,
    write(P.cashier.generateBook),
    async ({ input, request, session, ledgerSetId }) => {
      try {
        return await app.write(request, async (trx) => {
          const answer = await importLines(trx, ledgerSetId, session.userId, input.lines);
          return ok(
            answer,
            `已生成出纳账 ${answer.entries.length} 笔${answer.linked > 0 ? `（其中关联手工出纳账 ${answer.linked} 笔）` : ''}`,
          );
        });
      } catch (error) {
        // Another import of the same line committed first.
        if (isUniqueViolation(error)) throw badRequest('凭证分录已登记到出纳账，不能重复生成，请刷新后重试');
        throw error;
      }
    },
  );

  // ---- 报表 ----
  serve(
    app,
    c.dailyReport,
    { permission: P.cashier.dailyReport, ledger: 'read' },
    async ({ input, ledgerSetId }) =>
      ok(await dailyReport(db, ledgerSetId, input.date, input.includeUnposted ?? true)),
  );
  serve(
    app,
    c.monthlyReport,
    { permission: [P.cashier.monthlyReport, P.cashier.closeMonth, P.cashier.reopenMonth], ledger: 'read' },
    async ({ input, ledgerSetId }) =>
      ok(await monthlyReport(db, ledgerSetId, input.year, input.month, input.includeUnposted ?? true)),
  );
  serve(
    app,
    c.differences,
    {
      permission: [
        P.cashier.dailyReport,
        P.cashier.monthlyReport,
        P.cashier.closeMonth,
        P.cashier.reopenMonth,
      ],
      ledger: 'read',
    },
    async ({ input, ledgerSetId }) =>
      ok(await differences(db, ledgerSetId, { ...input, includeUnposted: input.includeUnposted ?? true })),
  );

  // ---- 出纳月末结账 ----
  serve(
    app,
    c.periods,
    { permission: [P.cashier.closeMonth, P.cashier.reopenMonth], ledger: 'read' },
    async ({ input, ledgerSetId }) => ok(await readPeriods(db, ledgerSetId, input.year)),
  );
  serve(app, c.closeMonth, write(P.cashier.closeMonth), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(
        await closeMonth(trx, ledgerSetId, session.userId, input),
        `出纳${input.year}年${input.month}月已结账`,
      ),
    ),
  );
  serve(app, c.reopenMonth, write(P.cashier.reopenMonth), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(
        await reopenMonth(trx, ledgerSetId, session.userId, input),
        `出纳${input.year}年${input.month}月已反结账`,
      ),
    ),
  );

  // ---- 支票 ----
  serve(app, q.list, { permission: chequeReaders, ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await listCheques(db, ledgerSetId)),
  );
  serve(app, q.purchases, { permission: chequeReaders, ledger: 'read' }, async ({ ledgerSetId }) =>
    ok(await listPurchases(db, ledgerSetId)),
  );
  serve(app, q.purchase, write(P.cashier.chequeEntry), async ({ input, request, session, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) => {
        const answer = await purchaseCheques(trx, ledgerSetId, session.userId, input);
        return ok(answer, `已登记支票 ${answer.cheques.length} 张`);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('支票号码与已登记的支票重复，不能重复登记');
      throw error;
    }
  });
  serve(app, q.issue, write(P.cashier.chequeIssue), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await issueCheque(trx, ledgerSetId, session.userId, input), '支票已领用'),
    ),
  );
  serve(app, q.return, write(P.cashier.chequeIssue), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await returnCheque(trx, ledgerSetId, session.userId, input), '支票已退回'),
    ),
  );
  serve(app, q.writeOff, write(P.cashier.chequeIssue), async ({ input, request, session, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(await writeOffCheque(trx, ledgerSetId, session.userId, input), '支票已报销'),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('该出纳账分录已用于另一张支票的报销');
      throw error;
    }
  });
  serve(app, q.void, write(P.cashier.chequeVoid), async ({ input, request, session, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await voidCheque(trx, ledgerSetId, session.userId, input), '支票已作废'),
    ),
  );
}
