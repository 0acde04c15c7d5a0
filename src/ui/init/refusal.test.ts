import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { refusalOf, relabelRows, splitRowProblem } from './refusal';

describe('refusalOf', () => {
  it('keeps the server message and the lines of a 4003 answer', () => {
    const error = new ApiError({
      kind: 'business',
      code: 4003,
      message: '期初余额有 1 处错误，未保存',
      data: [{ message: '第2行：科目编码 999 不存在' }],
    });
    expect(refusalOf(error)).toEqual({
      message: '期初余额有 1 处错误，未保存',
      lines: ['第2行：科目编码 999 不存在'],
      network: false,
    });
  });

  it('says in words that nothing was saved when the server never answered', () => {
    const error = new ApiError({ kind: 'network', code: -1, message: 'Failed to fetch' });
    expect(refusalOf(error)).toMatchObject({
      network: true,
      message: '无法连接服务器，未保存。请检查网络后重试',
    });
  });
});

describe('row problems', () => {
  it('splits 第N行 from the reason', () => {
    expect(splitRowProblem('第12行：期初余额“x”不是有效金额')).toEqual({
      row: 12,
      reason: '期初余额“x”不是有效金额',
    });
    expect(splitRowProblem('文件中没有数据行')).toEqual({ row: null, reason: '文件中没有数据行' });
  });

  it('names the subject instead of the position in the request', () => {
    expect(relabelRows(['第2行：已停用', '其他'], ['101 库存现金', '102 银行存款'])).toEqual([
      '102 银行存款：已停用',
      '其他',
    ]);
  });
});
