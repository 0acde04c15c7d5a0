import { describe, expect, it } from 'vitest';
import { signatureLine } from './print';

describe('the signature line of a printout', () => {
  it('names the heads of 基本信息 and who prints, those that are known', () => {
    expect(signatureLine({ chairman: '周主席', financeHead: '吴会计', preparer: '孙主管' })).toBe(
      '单位负责人：周主席　财务负责人：吴会计　制表：孙主管',
    );
    expect(signatureLine({ financeHead: '吴会计' })).toBe('财务负责人：吴会计');
    expect(signatureLine({})).toBe('');
  });
});
