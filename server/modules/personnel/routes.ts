// /api/personnel and /api/bankCard (src/core/contracts/personnel.ts): routes validate through the
// contract and hand the work to people.ts and cards.ts; writes run inside app.write, one
// transaction with their idempotency record.
import type { FastifyInstance } from 'fastify';
import {
  personnelContracts as c,
  bankCardContracts as cards,
} from '../../../src/core/contracts/personnel.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { ok } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';
import { uploadedTemplate } from '../attachment/system-files.ts';
import { attachmentHeaders } from '../opening/xlsx.ts';
import { cardsOf, deleteCard, duplicateAccount, listCards, saveCard, setDefaultCard } from './cards.ts';
import { importPeople, personTemplate } from './import.ts';
import {
  deletePerson,
  duplicateCode,
  listPeople,
  personOfUser,
  savePerson,
  setPersonEnabled,
} from './people.ts';

// 部门人员 (reimbursement) and 人员前置表 (user centre) are one table seen from two menus.
const people = {
  permission: [P.reimbursement.personnel, P.usercenter.preconditionHr],
  ledger: 'write',
} as const;
const binding = { permission: P.reimbursement.cardBinding, ledger: 'write' } as const;

export function personnelRoutes(app: FastifyInstance, { db, config }: AppContext) {
  // 拨款卡绑定 picks the person a card belongs to, so it reads the people too.
  serve(
    app,
    c.list,
    {
      permission: [P.reimbursement.personnel, P.reimbursement.cardBinding, P.usercenter.preconditionHr],
      ledger: 'read',
    },
    async ({ input, ledgerSetId }) => ok(await listPeople(db, ledgerSetId, input.includeDisabled ?? false)),
  );

  serve(app, c.save, people, async ({ input, request, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(await savePerson(trx, ledgerSetId, input), input.id ? '人员已保存' : '人员已新增'),
      );
    } catch (error) {
      // app.write answers twins itself; a unique violation left over is someone else's same 工号.
      if (isUniqueViolation(error)) throw duplicateCode(input.code);
      throw error;
    }
  });

  serve(app, c.setEnabled, people, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) =>
      ok(await setPersonEnabled(trx, ledgerSetId, input), input.enabled ? '人员已启用' : '人员已停用'),
    ),
  );

  serve(app, c.importTemplate, people, async ({ reply }) =>
    reply
      .headers(attachmentHeaders('人员前置表导入模板.xlsx', 'people.xlsx'))
      .send((await uploadedTemplate(db, config, 'template.person')) ?? (await personTemplate())),
  );

  serve(app, c.import, people, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => {
      const result = await importPeople(trx, ledgerSetId, input.content);
      return ok(result, `已导入 ${result.imported} 名人员（新增 ${result.created}，修改 ${result.updated}）`);
    }),
  );

  serve(app, c.delete, people, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await deletePerson(trx, ledgerSetId, input), '人员已删除')),
  );

  // Any signed-in user of the ledger set: the claim forms fill in the claimant's department, grade
  // and payee account from their own person (报销 holds no personnel permission).
  serve(app, c.me, { ledger: 'read' }, async ({ session, ledgerSetId }) => {
    const person = await personOfUser(db, ledgerSetId, session.userId);
    return ok({
      person,
      cards: person === null ? [] : await cardsOf(db, ledgerSetId, { personId: person.id }),
    });
  });

  serve(
    app,
    cards.list,
    { permission: P.reimbursement.cardBinding, ledger: 'read' },
    async ({ input, ledgerSetId }) => ok(await listCards(db, ledgerSetId, input.personId)),
  );

  serve(app, cards.save, binding, async ({ input, request, ledgerSetId }) => {
    try {
      return await app.write(request, async (trx) =>
        ok(await saveCard(trx, ledgerSetId, input), input.id ? '拨款卡已保存' : '拨款卡已绑定'),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateAccount(input.accountNo);
      throw error;
    }
  });

  serve(app, cards.setDefault, binding, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await setDefaultCard(trx, ledgerSetId, input), '已设为默认卡')),
  );

  serve(app, cards.delete, binding, async ({ input, request, ledgerSetId }) =>
    app.write(request, async (trx) => ok(await deleteCard(trx, ledgerSetId, input), '拨款卡已删除')),
  );
}
