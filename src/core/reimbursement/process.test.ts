import { describe, expect, it } from 'vitest';
import { definitions, expenseProcess, money, users, womenExpenseProcess } from './fixtures.test-util';
import { checkDefinition, matchesStep, type ProcessDefinition, resolveProcess } from './process';

const keysOf = (result: ReturnType<typeof resolveProcess>) =>
  result.ok ? result.process.steps.map((s) => s.key) : result.code;

describe('resolveProcess', () => {
  it('adds 领导审批 from 5,000.00 on, the threshold included', () => {
    const query = { documentType: 'expense', departmentId: 'office' } as const;
    expect(keysOf(resolveProcess(definitions, { ...query, amount: money('4999.99') }))).toEqual([
      'dept',
      'finance',
    ]);
    expect(keysOf(resolveProcess(definitions, { ...query, amount: money('5000.00') }))).toEqual([
      'dept',
      'leader',
      'finance',
    ]);
    expect(keysOf(resolveProcess(definitions, { ...query, amount: money('5000') }))).toEqual([
      'dept',
      'leader',
      'finance',
    ]);
  });

  it('records the definition, its version and the amount, with the steps in order', () => {
    const result = resolveProcess(definitions, {
      documentType: 'expense',
      departmentId: 'office',
      amount: money('8000'),
    });
    expect(result).toEqual({
      ok: true,
      process: {
        definitionId: 'expense-all',
        definitionVersion: 1,
        amount: '8000.00',
        steps: expenseProcess.steps.map(({ key, name, actor }) => ({ key, name, actor })),
      },
    });
  });

  it('prefers the department-specific definition over the one for all departments', () => {
    const women = resolveProcess(definitions, {
      documentType: 'expense',
      departmentId: 'women',
      amount: money('100.00'),
    });
    expect(women.ok && women.process.definitionId).toBe(womenExpenseProcess.id);
    expect(keysOf(women)).toEqual(['leader', 'finance']);
  });

  it('refuses a document type without a process, naming it', () => {
    expect(
      resolveProcess(definitions, { documentType: 'loan', departmentId: 'office', amount: money('1.00') }),
    ).toEqual({
      ok: false,
      code: 'noProcess',
      message: '未配置借款的审批流程，请联系管理员在流程管理中设置',
    });
  });

  it('refuses two definitions for the same type and department', () => {
    const twice = [expenseProcess, { ...expenseProcess, id: 'copy' }];
    const result = resolveProcess(twice, {
      documentType: 'expense',
      departmentId: 'office',
      amount: money('1'),
    });
    expect(result).toMatchObject({ ok: false, code: 'invalidProcess' });
  });

  it('refuses an unusable definition and an amount that is not money', () => {
    const broken: ProcessDefinition = { ...expenseProcess, steps: [] };
    const query = { documentType: 'expense', departmentId: 'office', amount: money('1') } as const;
    expect(resolveProcess([broken], query)).toMatchObject({
      ok: false,
      code: 'invalidProcess',
      message: '审批流程配置有误：审批流程至少需要一个审批步骤',
    });
    expect(resolveProcess(definitions, { ...query, amount: money('abc') })).toMatchObject({
      ok: false,
      code: 'invalidAmount',
    });
  });
});

describe('checkDefinition', () => {
  it('accepts the sample processes', () => {
    expect(checkDefinition(expenseProcess)).toEqual([]);
    expect(checkDefinition(womenExpenseProcess)).toEqual([]);
  });

  it('names every problem with its step', () => {
    const bad: ProcessDefinition = {
      ...expenseProcess,
      steps: [
        { key: 'a', name: ' ', actor: { kind: 'users', userIds: [] }, fromAmount: money('-1') },
        { key: 'a', name: '复核', actor: { kind: 'duty', duty: '', scope: 'all' }, fromAmount: money('10') },
      ],
    };
    expect(checkDefinition(bad)).toEqual([
      '第1步：步骤名称不能为空',
      '第1步：请指定审批人',
      '第1步：金额条件不正确',
      '第2步：步骤标识 a 重复',
      '第2步：请指定审批岗位',
      '审批流程至少需要一个不设金额条件的步骤',
    ]);
  });
});

describe('matchesStep', () => {
  const [dept, leader, finance] = expenseProcess.steps.map(({ key, name, actor }) => ({ key, name, actor }));

  it('takes a department duty only from a holder for that department', () => {
    if (!dept) throw new Error('fixture');
    expect(matchesStep(dept, users.hana, 'office')).toBe(true);
    expect(matchesStep(dept, users.wen, 'office')).toBe(false);
    expect(matchesStep(dept, users.alice, 'office')).toBe(false);
    // A duty held for every department covers each of them.
    expect(
      matchesStep(dept, { userId: 'x', duties: [{ duty: 'deptHead', departmentId: null }] }, 'office'),
    ).toBe(true);
  });

  it('takes an all-departments duty from any holder, and named users by id', () => {
    if (!leader || !finance) throw new Error('fixture');
    expect(matchesStep(leader, users.chair, 'office')).toBe(true);
    expect(matchesStep(leader, users.hana, 'office')).toBe(false);
    expect(matchesStep(finance, users.kuai, 'office')).toBe(true);
    expect(matchesStep(finance, users.chair, 'office')).toBe(false);
  });
});
