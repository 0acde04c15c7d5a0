import { describe, expect, it } from 'vitest';
import { discardMessage, formatDateTime, outboxStateLabel } from './format';

describe('sync panel wording', () => {
  it('formats times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 8, 3, 9).getTime())).toBe('2026-01-05 08:03:09');
  });

  it('names every state in Chinese', () => {
    expect(Object.values(outboxStateLabel)).toEqual(['待同步', '同步中', '已同步', '同步失败', '等待登录']);
  });

  it('warns when the server may already hold a discarded save', () => {
    expect(discardMessage('新增部门 办公室', false)).not.toContain('服务器可能已经保存');
    expect(discardMessage('新增部门 办公室', true)).toContain('服务器可能已经保存');
  });
});
