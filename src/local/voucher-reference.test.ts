// The reference loaders of the voucher screens: subjects, auxiliary types and items, voucher types.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../api/fake-server.test-util';
import { type Harness, harness } from '../api/harness.test-util';
import type { LocalDb } from './db';
import { freshDb, installBuiltInKinds } from './local.test-util';
import { pullAllReference } from './reference';

installBuiltInKinds();

let h: Harness;
let db: LocalDb;

beforeEach(async () => {
  h = await harness();
  db = freshDb();
  await db.open();
  h.fake.script = (seen) => {
    if (seen.path === '/api/subject/tree') {
      return ok({
        subjectList: [
          {
            id: 11,
            code: '135',
            codeName: '其他应收款',
            codeFullName: '其他应收款',
            balanceDirection: 1,
            balanceDirectionFormat: '借',
            parentCode: null,
            parentCodeArray: [],
            childCodeArray: [],
            level: 1,
            category: '资产',
            hasChild: false,
            isLeaf: true,
            hasAuxi: true,
            auxTypes: [{ id: 2, typeNo: '02', typeName: '人员' }],
            isStandard: true,
            enabled: true,
            deptAccounting: true,
            used: true,
          },
        ],
        codeWidths: [3, 2, 2],
        kind: 'county',
      });
    }
    if (seen.path === '/api/auxi/GetAuxiTypeList') {
      return ok([
        {
          id: 2,
          typeNo: '02',
          typeName: '人员',
          builtInSystem: true,
          builtin: 'person',
          enabled: true,
          fields: [],
          childData: [
            {
              id: 5,
              typeId: 2,
              infoNo: 'P001',
              infoName: '张制单',
              details: {},
              enabled: true,
              readOnly: false,
            },
          ],
        },
      ]);
    }
    if (seen.path === '/api/voucher/types') {
      return ok([{ code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' }]);
    }
    return undefined;
  };
});
afterEach(async () => {
  db.close();
  await h.close();
});

describe('voucher reference data', () => {
  it('caches subjects by code, auxiliary types and items, and voucher types', async () => {
    const reports = await pullAllReference(db, h.client, [
      'subjects',
      'auxTypes',
      'auxItems',
      'voucherTypes',
    ]);
    expect(reports).toEqual([
      { table: 'subjects', rows: 1 },
      { table: 'auxTypes', rows: 1 },
      { table: 'auxItems', rows: 1 },
      { table: 'voucherTypes', rows: 1 },
    ]);
    expect(await db.subjects.get('135')).toMatchObject({
      code: '135',
      codeName: '其他应收款',
      isLeaf: true,
      deptAccounting: true,
      auxTypes: [{ typeNo: '02', typeName: '人员' }],
    });
    expect(await db.auxTypes.get('02')).toMatchObject({ typeName: '人员', builtin: 'person' });
    expect(await db.auxItems.get('02:P001')).toMatchObject({
      typeNo: '02',
      infoNo: 'P001',
      infoName: '张制单',
    });
    expect(await db.voucherTypes.get('记')).toMatchObject({ name: '记账凭证', restriction: 'none' });
  });
});
