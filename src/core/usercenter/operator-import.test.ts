import { describe, expect, it } from 'vitest';
import { checkOperatorRows, type OperatorImportRow } from './operator-import';

const ctx = {
  roles: new Map([
    ['制单', 3],
    ['出纳', 6],
  ]),
  ledgers: new Map([
    ['001', { id: 1, archived: false }],
    ['002', { id: 2, archived: false }],
    ['009', { id: 9, archived: true }],
  ]),
  userNames: new Set(['admin', 'zhidan']),
};

const row = (rowNo: number, over: Partial<OperatorImportRow> = {}): OperatorImportRow => ({
  rowNo,
  userName: `user${rowNo}`,
  realName: `用户${rowNo}`,
  mobile: '',
  password: 'Start2026',
  roles: '制单',
  ledgers: '002',
  level: '',
  ...over,
});

describe('operator import rows', () => {
  it('turns good rows into saves with duties and grants', () => {
    const result = checkOperatorRows(
      [row(2, { roles: '制单、出纳', ledgers: '001,002', level: '只读' })],
      ctx,
    );
    expect(result).toEqual({
      ok: true,
      values: [
        {
          rowNo: 2,
          userName: 'user2',
          realName: '用户2',
          mobile: '',
          password: 'Start2026',
          roleIds: [3, 6],
          grants: [
            { zid: 1, level: 1 },
            { zid: 2, level: 1 },
          ],
        },
      ],
    });
  });

  it('names every bad row by its sheet row and refuses the whole file', () => {
    const result = checkOperatorRows(
      [
        row(2),
        row(3, { userName: 'ZhiDan' }),
        row(4, { roles: '会计', ledgers: '007', password: 'short' }),
        row(5, { userName: 'user2' }),
        row(6, { level: '管理', mobile: '123' }),
        row(7, { ledgers: '009' }),
      ],
      ctx,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      '第3行：登录名已存在：ZhiDan',
      '第4行：初始密码长度应为 8 到 64 个字符；岗位不存在：会计；账套不存在：007',
      '第5行：登录名与第2行重复：user2',
      '第6行：手机号应为 11 位；权限级别应为「读写」或「只读」',
      '第7行：账套 009 已归档，只能授予只读权限',
    ]);
  });

  it('refuses an empty file', () => {
    expect(checkOperatorRows([], ctx)).toEqual({ ok: false, errors: ['文件中没有操作员数据'] });
  });
});
