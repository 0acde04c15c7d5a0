import { describe, expect, it } from 'vitest';
import { applyPreset, checkVoucherTypes, presets, type VoucherTypeDraft } from './voucher-type-rules';

const ji: VoucherTypeDraft = { code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' };

describe('voucher type rules', () => {
  it('switches to 收/付/转 keeping 记 disabled after them', () => {
    const list = applyPreset([ji], presets.receiptPaymentTransfer);
    expect(list.map((t) => [t.code, t.enabled, t.sort])).toEqual([
      ['收', true, 1],
      ['付', true, 2],
      ['转', true, 3],
      ['记', false, 4],
    ]);
    expect(checkVoucherTypes(list)).toBeNull();
  });

  it('renames a kept type whose name the preset takes', () => {
    const list = applyPreset([{ ...ji, code: '通' }], presets.general);
    expect(list.map((t) => t.name)).toEqual(['记账凭证', '记账凭证（停用）']);
    expect(checkVoucherTypes(list)).toBeNull();
  });

  it('names the first problem', () => {
    expect(checkVoucherTypes([])).toBe('至少要有一个凭证类型');
    expect(checkVoucherTypes([ji, { ...ji, code: ' ', name: 'x' }])).toBe('第2行：凭证字不能为空');
    expect(checkVoucherTypes([ji, { ...ji, name: '其他' }])).toBe('凭证字“记”重复');
    expect(checkVoucherTypes([ji, { ...ji, code: '现' }])).toBe('凭证类型名称“记账凭证”重复');
    expect(checkVoucherTypes([{ ...ji, enabled: false }])).toBe('至少要启用一个凭证类型');
  });
});
