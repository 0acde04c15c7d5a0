import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../local/types';
import { type CardRow, mergeQueuedCards, type QueueNames } from './queued-cards';

const names: QueueNames = {
  category: (id) => (id === 7 ? { code: '2010000', name: '计算机设备及软件' } : undefined),
  department: (id) => (id === 1 ? '办公室' : id === 2 ? '财务部' : ''),
};

const listed = {
  id: 'a',
  cardNo: 'GD000001',
  name: '服务器',
  assetClass: 1,
  originalValue: '9000.00',
  accumulatedDepreciation: '100.00',
  provisionCount: 1,
  useDepartmentId: 1,
  useDepartmentName: '办公室',
  custodian: '',
  location: '',
  version: 3,
} as unknown as CardRow;

let seq = 0;
const entry = (
  entityId: string,
  path: string,
  body: Record<string, unknown>,
  state: OutboxEntry['state'] = 'pending',
) =>
  ({
    seq: ++seq,
    kind: 'assetCard',
    entityId,
    path,
    body,
    state,
    error: state === 'failed' ? { message: '资产分类已停用' } : null,
  }) as unknown as OutboxEntry;

const belongs = (body: Record<string, unknown>) => body.assetClass === 1;

describe('queued card saves over the server page', () => {
  it('lists a new card first on the first page, without a number, named from the caches', () => {
    const merged = mergeQueuedCards(
      [listed],
      [
        entry('n', '/api/aetCard/save', {
          id: 'n',
          assetClass: 1,
          name: '打印机',
          categoryId: 7,
          originalValue: '2400',
          useDepartmentId: 2,
        }),
      ],
      names,
      { firstPage: true, belongs },
    );
    expect(merged.added).toBe(1);
    expect(
      merged.rows.map((r) => [
        r.cardNo,
        r.name,
        r.aetTypeName,
        r.useDepartmentName,
        r.originalValue,
        r.pending,
      ]),
    ).toEqual([
      ['', '打印机', '计算机设备及软件', '财务部', '2400.00', true],
      ['GD000001', '服务器', undefined, '办公室', '9000.00', undefined],
    ]);
    expect(
      mergeQueuedCards(
        [listed],
        [entry('n', '/api/aetCard/save', { id: 'n', assetClass: 2, name: 'x' })],
        names,
        { firstPage: true, belongs },
      ).added,
    ).toBe(0);
  });

  it('lays an edit and a move over the listed card, keeping what its provisions charged, and shows a refusal', () => {
    const merged = mergeQueuedCards(
      [listed],
      [
        entry('a', '/api/aetCard/save', {
          id: 'a',
          version: 3,
          assetClass: 1,
          name: '服务器（机房）',
          originalValue: '9000.00',
          categoryId: 7,
          useDepartmentId: 1,
        }),
        entry(
          'a',
          '/api/aetCard/allocate',
          { id: 'a', version: 3, kind: '调拨', toDepartmentId: 2, toCustodian: '王五' },
          'failed',
        ),
      ],
      names,
      { firstPage: false, belongs },
    );
    expect(merged.rows).toHaveLength(1);
    expect(merged.rows[0]).toMatchObject({
      name: '服务器（机房）',
      accumulatedDepreciation: '100.00',
      netValue: '8900.00',
      useDepartmentName: '财务部',
      custodian: '王五',
      pending: true,
      failure: '资产分类已停用',
    });
  });
});
