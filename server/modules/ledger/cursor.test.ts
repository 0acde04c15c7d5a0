import { describe, expect, it } from 'vitest';
import { openCursor, sealCursor } from './cursor.ts';

const state = {
  at: { month: 3, date: '2024-03-05', type: '记', no: 12, line: 2 },
  balance: -123456n,
  dayDebit: 100n,
  dayCredit: 0n,
  dense: true,
};

describe('book cursors', () => {
  it('carry the place and the running figures', () => {
    const text = sealCursor(state, 'key', 'scope');
    expect(openCursor(text, 'key', 'scope')).toEqual(state);
  });

  it('are refused under another key or scope, or when edited', () => {
    const text = sealCursor(state, 'key', 'scope');
    const refusal = '翻页位置无效，请从第一页重新查询';
    expect(() => openCursor(text, 'other', 'scope')).toThrow(refusal);
    expect(() => openCursor(text, 'key', 'other scope')).toThrow(refusal);
    const [payload, tag] = text.split('.') as [string, string];
    const edited = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('-123456', '999'),
    ).toString('base64url');
    expect(() => openCursor(`${edited}.${tag}`, 'key', 'scope')).toThrow(refusal);
    expect(() => openCursor('garbage', 'key', 'scope')).toThrow(refusal);
    expect(() => openCursor(`${payload}.${tag}.x`, 'key', 'scope')).toThrow(refusal);
  });
});
