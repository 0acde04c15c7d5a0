import { array, number, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { id, text } from '../../src/core/contracts/structs.ts';
import { AppError } from './errors.ts';
import { parseInput } from './validate.ts';

const Voucher = object({
  voucherDate: string(),
  entries: array(object({ summary: text(5), code: string(), amount: number() })),
  ids: array(id()),
});
const labels = { voucherDate: '凭证日期', summary: '摘要', code: '科目编码', amount: '金额', ids: '选中项' };
const good = { voucherDate: '2022-01-01', entries: [{ summary: 'a', code: '101', amount: 1 }], ids: [1] };

function message(value: unknown): string {
  try {
    parseInput(Voucher, value, labels);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('accepted');
}

describe('parseInput messages', () => {
  it('names a top-level field by its label', () => {
    expect(message({ ...good, voucherDate: undefined })).toBe('凭证日期不能为空');
    expect(message({ ...good, extra: 1 })).toBe('不支持的字段：extra');
  });

  it('numbers the row of a field inside a list, from 1', () => {
    const entries = [good.entries[0], { summary: '太长的摘要内容', code: '102', amount: 2 }];
    expect(message({ ...good, entries })).toBe('第2行：摘要长度不能超过 5 个字符');
    expect(message({ ...good, entries: [{ ...good.entries[0], code: 7 }] })).toBe('第1行：科目编码应为文本');
  });

  it('numbers the item of a list of values', () => {
    expect(message({ ...good, ids: [1, 0] })).toBe('选中项第2项应为正整数');
  });
});
