import { describe, expect, it } from 'vitest';
import type { ClaimVoucherPreview } from '../../core/contracts/reimbursement';
import { editFromPreview, emptyLine, totalsOf, toVoucherSave, voucherProblem } from './voucher-lines';

const preview: ClaimVoucherPreview = {
  template: 'V07',
  templateName: '直接报销',
  voucher: {
    voucherDate: '2026-11-20',
    numberOfDocument: 3,
    entries: [
      {
        summary: '培训费',
        code: '50501',
        departmentCode: '01',
        auxis: [],
        debitAmount: '1200.00',
        creditAmount: '',
      },
      {
        summary: '培训费',
        code: '135',
        departmentCode: '01',
        auxis: [{ typeNo: '02', infoNo: '003' }],
        debitAmount: '',
        creditAmount: '1200.00',
      },
    ],
  },
};

let n = 0;
const key = () => `k${++n}`;

describe('the voucher a claim generates, as edited', () => {
  it('starts balanced from the preview and saves it as it came', () => {
    const v = editFromPreview(preview, key);
    expect(totalsOf(v.lines)).toEqual({ debit: '1200.00', credit: '1200.00', balanced: true });
    expect(voucherProblem(v)).toBeNull();
    expect(toVoucherSave(v, 'id-1').entries).toEqual([
      {
        summary: '培训费',
        code: '50501',
        departmentCode: '01',
        auxis: [],
        debitAmount: '1200.00',
        creditAmount: '',
      },
      {
        summary: '培训费',
        code: '135',
        departmentCode: '01',
        auxis: [{ typeNo: '02', infoNo: '003' }],
        debitAmount: '',
        creditAmount: '1200.00',
      },
    ]);
  });

  it('says why an edited voucher cannot be saved', () => {
    const v = editFromPreview(preview, key);
    const edit = (i: number, patch: object) => ({
      ...v,
      lines: v.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)),
    });
    expect(voucherProblem(edit(0, { debit: '1000' }))).toBe('借贷不平衡，请调整分录金额');
    expect(voucherProblem(edit(0, { debit: '1,2x' }))).toBe('第1行金额格式不正确');
    expect(voucherProblem(edit(1, { code: '' }))).toBe('第2行请选择科目');
    expect(voucherProblem(edit(1, { summary: ' ' }))).toBe('第2行摘要不能为空');
    expect(voucherProblem(edit(0, { credit: '5' }))).toBe('第1行借方、贷方须填且只填一方');
    expect(voucherProblem({ ...v, voucherDate: '2021-12-31' })).toBe('凭证日期应为 2022-01-01 以后的日期');
    expect(voucherProblem({ ...v, numberOfDocument: '' })).toBe('附件张数应为 0 至 999 的整数');
    expect(voucherProblem({ ...v, lines: [v.lines[0] ?? emptyLine('x')] })).toBe('凭证至少需要两行分录');
  });

  it('drops the department and items of a line whose subject was changed, and blank lines', () => {
    const v = editFromPreview(preview, key);
    const [first, second] = v.lines;
    if (!first || !second) throw new Error('the preview has two lines');
    const changed = { ...v, lines: [first, { ...second, code: '10201' }, emptyLine('blank')] };
    const sent = toVoucherSave(changed, 'id-2');
    expect(sent.entries).toHaveLength(2);
    expect(sent.entries[1]).toMatchObject({ code: '10201', departmentCode: null, auxis: [] });
    expect(sent.numberOfDocument).toBe(3);
  });
});
