import { describe, expect, it } from 'vitest';
import { reporterProblem, signatureLine } from './index';

describe('报表人员', () => {
  it('writes the foot line with a blank place for a missing name', () => {
    expect(signatureLine({ unitHead: '张主席', financeHead: ' ', preparer: '王会计' })).toBe(
      '单位负责人：张主席　　　财务负责人：　　　制表人：王会计',
    );
  });

  it('refuses a name over 20 characters', () => {
    expect(reporterProblem({ unitHead: '', financeHead: '甲'.repeat(21), preparer: '' })).toBe(
      '财务负责人不能超过 20 个字符',
    );
    expect(reporterProblem({ unitHead: '甲'.repeat(20), financeHead: '', preparer: '' })).toBeNull();
  });
});
