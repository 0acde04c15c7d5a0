import { describe, expect, it } from 'vitest';
import { countActions, type DirectoryPerson, planIntegration } from './user-integration';

const person = (code: string, over: Partial<DirectoryPerson> = {}): DirectoryPerson => ({
  rowNo: null,
  code,
  name: `人员${code}`,
  mobile: '',
  userName: '',
  enabled: true,
  department: '01',
  ...over,
});
const users = [
  { id: 1, userName: 'admin', realName: '系统管理员', mobile: '', enabled: true },
  { id: 2, userName: 'Zhang', realName: '张三', mobile: '13800000000', enabled: true },
  { id: 3, userName: 'li', realName: '李四', mobile: '', enabled: false },
];

describe('用户集成 plan', () => {
  it('matches by login (case aside), else by 工号, and says what each person brings', () => {
    const rows = planIntegration(
      [
        person('1001', { userName: 'zhang', name: '张三' }),
        person('1002', { userName: 'zhang' }),
        person('P9'),
        person('1004', { userName: 'li', name: '李四', mobile: '13900000000' }),
        person('1005', { userName: 'admin', enabled: false }),
        person('1006', { enabled: false }),
        person('X'),
      ],
      users,
      1,
    );
    expect(rows.map((r) => [r.userName, r.action, r.detail])).toEqual([
      ['Zhang', 'unchanged', ''],
      ['zhang', 'skip', '登录名与人员 1001 重复'],
      ['P9', 'create', '新建用户，岗位“报销”，首次登录须修改密码'],
      ['li', 'enable', '启用用户；手机号：无 → 13900000000'],
      ['admin', 'skip', '不能停用自己的账号'],
      ['1006', 'skip', '人员已停用，不建用户'],
      ['X', 'skip', '登录名“X”不合规：应为 2 到 40 位字母、数字或 _ . @ -'],
    ]);
    expect(countActions(rows)).toEqual({
      create: 1,
      update: 0,
      disable: 0,
      enable: 1,
      unchanged: 1,
      skip: 4,
    });
  });

  it('keeps a user’s mobile when the directory has none', () => {
    const [row] = planIntegration([person('1', { userName: 'Zhang', name: '张三' })], users, 1);
    expect(row?.action).toBe('unchanged');
  });
});
