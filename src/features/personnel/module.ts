// 部门人员 and 拨款卡绑定: the people claims pay and the cards payments go to, cached for offline
// reading and saved through the outbox.
import { P } from '../../core/permissions/keys';
import {
  bankCardKind,
  bankCardOutboxKind,
  loadBankCards,
  loadPersonnel,
  personKind,
  personOutboxKind,
} from '../../local/personnel';
import { defineFeature } from '../../ui/feature-module';

export const personnelModule = defineFeature({
  name: 'personnel',
  screens: [
    {
      path: '/final/reimbursement/personnelManagement/departmentalPersonnelList',
      load: () => import('./PersonnelScreen').then((m) => m.PersonnelScreen),
      keepAlive: true,
    },
    // 人员前置表: the same people, kept by the administrator for every module (with the xlsx import).
    {
      path: '/final/usercenter/precondition-table-hr',
      load: () => import('./PersonnelScreen').then((m) => m.PersonnelScreen),
      keepAlive: true,
    },
    {
      path: '/final/reimbursement/downPickinBank/down-pickin-bank-list',
      load: () => import('./BankCardScreen').then((m) => m.BankCardScreen),
      keepAlive: true,
    },
  ],
  outboxKinds: { [personKind]: personOutboxKind, [bankCardKind]: bankCardOutboxKind },
  references: {
    // 拨款卡绑定 picks the person a card belongs to, so it reads the people too.
    personnel: {
      load: loadPersonnel,
      readWith: [P.reimbursement.personnel, P.reimbursement.cardBinding, P.usercenter.preconditionHr],
    },
    bankCards: { load: loadBankCards, readWith: [P.reimbursement.cardBinding] },
  },
});
