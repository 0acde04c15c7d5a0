import { describe, expect, it } from 'vitest';
import { checkEnterpriseRows } from './import';
import { creditCheckChar, creditCodeProblem, enterpriseProblems, normalizeEnterprise } from './rules';

const none = { creditCode: false, bankAccount: false };
const unit = (over: Partial<Parameters<typeof normalizeEnterprise>[0]> = {}) =>
  normalizeEnterprise({
    code: 'DW1',
    name: '甲单位',
    creditCode: '',
    kind: '企业',
    bankName: '',
    accountNo: '',
    address: '',
    contact: '',
    phone: '',
    ...over,
  });

describe('统一社会信用代码', () => {
  it('computes the check character of the standard example and of a real code', () => {
    // GB 32100-2015's own example, and 小米科技有限责任公司's published code.
    expect(creditCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCheckChar('91110108551385082')).toBe('Q');
  });

  it('names the length, the alphabet and the check character', () => {
    expect(creditCodeProblem('91350100M000100Y43')).toBeNull();
    expect(creditCodeProblem('91350100M000100Y4')).toBe('统一社会信用代码应为 18 位');
    expect(creditCodeProblem('91350100M000100I43')).toContain('不含 I、O、S、V、Z');
    expect(creditCodeProblem('91350100M000100Y44')).toBe('统一社会信用代码校验位不正确，请核对');
  });

  it('is upper-cased before the check', () => {
    expect(enterpriseProblems(unit({ creditCode: ' 91350100m000100y43 ' }), none)).toEqual([]);
  });
});

describe('enterprise fields', () => {
  it('follows 配置管理: credit code and bank account required only when configured', () => {
    expect(enterpriseProblems(unit(), none)).toEqual([]);
    expect(enterpriseProblems(unit(), { creditCode: true, bankAccount: true })).toEqual([
      '统一社会信用代码不能为空（配置管理要求填写）',
      '开户行不能为空（配置管理要求填写）',
      '银行账号不能为空（配置管理要求填写）',
    ]);
  });

  it('takes account numbers with spaces as their digits, and wants the bank with them', () => {
    expect(unit({ accountNo: '6222 0202 0011' }).accountNo).toBe('622202020011');
    expect(enterpriseProblems(unit({ accountNo: '6222 0202 0011' }), none)).toEqual([
      '填写银行账号时开户行不能为空',
    ]);
  });
});

describe('enterprise import check', () => {
  const row = (rowNo: number, over: Record<string, string> = {}) => ({ ...unit(over), rowNo, status: '' });
  const need = { ...none, maxRows: 3 };

  it('updates by code and adds new codes', () => {
    const checked = checkEnterpriseRows(
      [row(2), row(3, { code: 'DW2', name: '乙单位' })],
      [{ id: 7, code: 'dw1', name: '旧名', creditCode: '' }],
      need,
    );
    expect(checked.ok && checked.values.map((v) => [v.code, v.id])).toEqual([
      ['DW1', 7],
      ['DW2', null],
    ]);
  });

  it('refuses a name another unit holds, duplicates within the file, and too many rows', () => {
    const existing = [{ id: 7, code: 'DW9', name: '甲单位', creditCode: '' }];
    const checked = checkEnterpriseRows([row(2), row(3)], existing, need);
    expect(checked).toEqual({
      ok: false,
      errors: [
        '第2行：单位名称已被单位 DW9 使用',
        '第3行：单位编码与第2行重复；单位名称与第2行重复；单位名称已被单位 DW9 使用',
      ],
    });
    expect(checkEnterpriseRows([row(2), row(3), row(4), row(5)], [], need)).toEqual({
      ok: false,
      errors: ['一次最多导入 3 个单位（配置管理“导入文件最多行数”）'],
    });
  });
});
