import { describe, expect, it } from 'vitest';
import { describeOffset, durationText, offsetToShow } from './time-offset';

describe('describeOffset', () => {
  it('says which clock is ahead and by how much', () => {
    expect(describeOffset(-600_000)).toBe('本机时间比服务器时间快 10 分');
    expect(describeOffset(3_725_000)).toBe('本机时间比服务器时间慢 1 小时 2 分 5 秒');
    expect(describeOffset(-90_061_000)).toBe('本机时间比服务器时间快 1 天 1 小时 1 分 1 秒');
  });

  it('calls clocks within a second the same', () => {
    expect(describeOffset(400)).toBe('本机时间与服务器时间一致');
    expect(describeOffset(-999)).toBe('本机时间与服务器时间一致');
  });

  it('writes zero as 0 秒', () => {
    expect(durationText(0)).toBe('0 秒');
  });
});

describe('offsetToShow', () => {
  it('prefers the learned offset', () => {
    expect(offsetToShow(-600_000, '1000', 5000)).toBe(-600_000);
  });

  it('falls back to the times query, then to zero', () => {
    expect(offsetToShow(0, '1000', 5000)).toBe(-4000);
    expect(offsetToShow(0, 'x', 5000)).toBe(0);
    expect(offsetToShow(0, undefined, 5000)).toBe(0);
  });
});
