import { describe, expect, it } from 'vitest';
import { initialOperatorForm, operatorFormError, toSave } from './operator-form';

describe('operator form', () => {
  const blank = initialOperatorForm(null, [1, 2]);
  it('starts with every ledger set ungranted', () => {
    expect(blank.grants).toEqual([
      { zid: 1, level: 0, departmentId: null },
      { zid: 2, level: 0, departmentId: null },
    ]);
  });

  it('names the first problem', () => {
    expect(operatorFormError({ ...blank, userName: 'a' }, true)).toMatch(/^登录名/);
    expect(operatorFormError({ ...blank, userName: 'abc' }, true)).toBe('请输入姓名');
    expect(operatorFormError({ ...blank, userName: 'abc', realName: '张' }, true)).toBe('请输入初始密码');
    expect(operatorFormError({ ...blank, userName: 'abc', realName: '张', password: 'abcdefgh' }, true)).toBe(
      '初始密码须同时包含字母和数字',
    );
    expect(
      operatorFormError(
        { ...blank, userName: 'abc', realName: '张', password: 'abcd1234', defaultZid: 2 },
        true,
      ),
    ).toBe('默认账套应为已授权的账套之一');
    expect(operatorFormError({ ...blank, userName: 'abc', realName: '张' }, false)).toBeNull();
  });

  it('sends only the granted ledger sets, the first as default', () => {
    const values = {
      ...blank,
      userName: ' abc ',
      realName: '张',
      password: 'abcd1234',
      grants: [
        { zid: 1, level: 0 as const, departmentId: null },
        { zid: 2, level: 1 as const, departmentId: 7 },
      ],
    };
    expect(toSave(values, null)).toMatchObject({
      userName: 'abc',
      password: 'abcd1234',
      grants: [{ zid: 2, level: 1, departmentId: 7 }],
      defaultZid: 2,
    });
  });
});
