import { describe, expect, it } from 'vitest';
import { dayBound, fieldChanges, sizeText } from './oplog-view';

describe('fieldChanges', () => {
  it('an update shows only the fields that differ, leaving version and updated_at out', () => {
    expect(
      fieldChanges({
        seq: '1',
        table: 'app_user',
        op: 'UPDATE',
        before: { id: 5, real_name: '张三', version: 1, updated_at: 'a', mobile: null },
        after: { id: 5, real_name: '张三丰', version: 2, updated_at: 'b', mobile: '13800000000' },
      }),
    ).toEqual([
      { field: 'real_name', before: '张三', after: '张三丰' },
      { field: 'mobile', before: '', after: '13800000000' },
    ]);
  });

  it('an insert shows what the new row holds, a delete what the old one held; objects as JSON', () => {
    expect(
      fieldChanges({
        seq: '2',
        table: 'user_role',
        op: 'INSERT',
        before: null,
        after: { user_id: 5, role_id: 3, note: null },
      }),
    ).toEqual([
      { field: 'user_id', before: '', after: '5' },
      { field: 'role_id', before: '', after: '3' },
    ]);
    expect(
      fieldChanges({ seq: '3', table: 'role', op: 'DELETE', before: { id: 3, keys: ['a'] }, after: null }),
    ).toEqual([
      { field: 'id', before: '3', after: '' },
      { field: 'keys', before: '["a"]', after: '' },
    ]);
  });
});

describe('dayBound and sizeText', () => {
  it('a day runs from its local midnight to its last millisecond', () => {
    const start = dayBound('2026-11-28') ?? 0;
    expect(new Date(start).getHours()).toBe(0);
    expect(new Date(start).getDate()).toBe(28);
    expect((dayBound('2026-11-28', true) ?? 0) - start).toBe(86_400_000 - 1);
    expect(dayBound('2026-13')).toBeUndefined();
  });

  it('sizes read as B, KB and MB', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(2048)).toBe('2.0 KB');
    expect(sizeText(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
