import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../core/contracts/errors';
import { ApiError } from './api-error';
import type { CallOptions } from './client';
import { errorPolicy } from './error-policy';
import { refuse } from './fake-server.test-util';
import { getVia, type Harness, harness, postVia } from './harness.test-util';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

/** Makes the fake server refuse the next call with `code` and returns the client's rejection. */
async function refusedWith(
  code: number,
  message: string,
  data: unknown = null,
  opts: CallOptions<unknown> = {},
): Promise<ApiError> {
  h.fake.script = () => refuse(code, message, data);
  const error: unknown = await postVia(h.client, '/api/voucher/save', { id: 'v1' }, opts).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError rejection');
  expect(error).toMatchObject({ kind: 'business', code, message, status: 400, networkError: false });
  expect(h.rec.depth()).toBe(0);
  return error;
}

const toLogin = (autoClose: number, message: string) => [
  { type: 'logout' },
  { type: 'notify', notice: { color: 'yellow', message, autoClose } },
  { type: 'navigate', navigation: { to: '/login' } },
];

const toLoginReturning = (message: string) => [
  { type: 'logout' },
  { type: 'notify', notice: { color: 'yellow', message, autoClose: 5000 } },
  {
    type: 'navigate',
    navigation: { to: '/login', replace: true, search: { redirect: '/voucher/list?month=3' } },
  },
];

describe('error policy (spec 000 §8), one row at a time', () => {
  it('has a row for every code of the catalogue and the two HTTP faults', () => {
    const codes = Object.values(ErrorCode).filter((c) => c !== ErrorCode.ok);
    for (const code of codes) expect(errorPolicy[code], String(code)).toBeTypeOf('function');
    expect(errorPolicy['http 500']).toBeTypeOf('function');
    expect(errorPolicy['http 404']).toBeTypeOf('function');
  });

  it('3000 is ignored: nothing shown, the call still rejects', async () => {
    await refusedWith(3000, 'ignored');
    expect(h.rec.visible()).toEqual([]);
  });

  it.each([4000, 4001, 4002])('%i: red notice with the server message, 5 s', async (code) => {
    await refusedWith(code, '本月已结账，不能保存凭证');
    expect(h.rec.visible()).toEqual([
      { type: 'notify', notice: { color: 'red', message: '本月已结账，不能保存凭证', autoClose: 5000 } },
    ]);
    expect(h.session.token()).not.toBeNull();
  });

  it('4003: one notice with the list messages as stacked lines', async () => {
    const error = await refusedWith(4003, '数据校验未通过', [
      { message: '第1行：科目不能为空' },
      { message: '第2行：借贷金额不能同时为0' },
    ]);
    expect(error.data).toHaveLength(2);
    expect(h.rec.visible()).toEqual([
      {
        type: 'notify',
        notice: {
          color: 'red',
          message: '数据校验未通过',
          autoClose: 5000,
          lines: ['第1行：科目不能为空', '第2行：借贷金额不能同时为0'],
        },
      },
    ]);
  });

  it('4004: logout, session cleared, notice 1.2 s, go to /login', async () => {
    await refusedWith(4004, '您已退出登录');
    expect(h.rec.visible()).toEqual(toLogin(1200, '您已退出登录'));
    expect(h.session.read()).toBeNull();
  });

  it('4005: a warning dialog closable only by its button, then the welcome page', async () => {
    await refusedWith(4005, '没有该账套的权限');
    await vi.waitFor(() => expect(h.rec.visible()).toHaveLength(2));
    expect(h.rec.visible()).toEqual([
      { type: 'alert', dialog: { title: '警告', message: '没有该账套的权限', closeOnClickOutside: false } },
      { type: 'navigate', navigation: { to: '/final/welcome' } },
    ]);
    expect(h.session.token()).not.toBeNull();
  });

  it('4005: the welcome page waits for the dialog to close', async () => {
    let close = () => {};
    h.rec.effects.alert = () => new Promise<void>((resolve) => (close = resolve));
    await refusedWith(4005, '没有该账套的权限');
    expect(h.rec.visible()).toEqual([]);
    close();
    await vi.waitFor(() =>
      expect(h.rec.visible()).toEqual([{ type: 'navigate', navigation: { to: '/final/welcome' } }]),
    );
  });

  it('4006: logout, clear, notice, go to /login', async () => {
    await refusedWith(4006, '账号已被停用');
    expect(h.rec.visible()).toEqual(toLogin(5000, '账号已被停用'));
    expect(h.session.read()).toBeNull();
  });

  it('4018 keeps the session, marks that the password must change and opens /passwordReset', async () => {
    await refusedWith(4018, '管理员已重置您的密码，请先修改密码');
    expect(h.rec.visible()).toEqual([{ type: 'navigate', navigation: { to: '/passwordReset' } }]);
    expect(h.session.token()).not.toBeNull();
    expect(h.session.read()?.mustChangePassword).toBe(true);
  });

  it.each([4007, 4010, 4013])(
    '%i: logout, clear, notice, replace to /login?redirect=current',
    async (code) => {
      await refusedWith(code, '登录已过期，请重新登录');
      expect(h.rec.visible()).toEqual(toLoginReturning('登录已过期，请重新登录'));
      expect(h.session.read()).toBeNull();
    },
  );

  it('4013 from several parallel calls logs out once', async () => {
    h.fake.script = () => refuse(4013, '登录信息无效');
    const calls = [1, 2, 3].map(() => getVia(h.client, '/api/zt/list').catch(() => null));
    await Promise.all(calls);
    expect(h.rec.visible().filter((e) => e.type === 'logout')).toHaveLength(1);
    expect(h.rec.visible().filter((e) => e.type === 'navigate')).toHaveLength(1);
  });

  it.each([4011, 4014])('%i: notice with the message', async (code) => {
    await refusedWith(code, '请求重复');
    expect(h.rec.visible()).toEqual([
      { type: 'notify', notice: { color: 'yellow', message: '请求重复', autoClose: 5000 } },
    ]);
    expect(h.session.token()).not.toBeNull();
  });

  it('4012: notice with the message', async () => {
    await refusedWith(4012, '没有凭证审核权限');
    expect(h.rec.visible()).toEqual([
      { type: 'notify', notice: { color: 'yellow', message: '没有凭证审核权限', autoClose: 5000 } },
    ]);
  });

  it('4015: keeps the offset, notice, then /timeCalibration?times=<server ms>', async () => {
    const serverMs = Date.now() + 7_200_000;
    await refusedWith(4015, '本机时间不正确', { timeStamp: serverMs });
    expect(h.rec.visible()).toEqual([
      { type: 'notify', notice: { color: 'yellow', message: '本机时间不正确', autoClose: 5000 } },
      { type: 'navigate', navigation: { to: '/timeCalibration', search: { times: String(serverMs) } } },
    ]);
    expect(Math.abs(h.clock.offsetMs() - 7_200_000)).toBeLessThan(2_000);
    expect(Number(h.clockStorage.getItem('union-finance.serverOffsetMs'))).toBe(h.clock.offsetMs());
  });

  it('4016: the 操作错误 dialog with the message', async () => {
    await refusedWith(4016, '凭证号不连续');
    expect(h.rec.visible()).toEqual([
      { type: 'errorDialog', dialog: { title: '操作错误', message: '凭证号不连续' } },
    ]);
  });

  it('4016 with quiet4016: no dialog, the caller handles it', async () => {
    await refusedWith(4016, '未完成初始化', { state: 1 }, { quiet4016: true });
    expect(h.rec.visible()).toEqual([]);
  });

  it('quiet silences message-only codes but never a session end', async () => {
    await refusedWith(4001, '本月已结账', null, { quiet: true });
    expect(h.rec.visible()).toEqual([]);
    await refusedWith(4004, '您已退出登录', null, { quiet: true });
    expect(h.rec.visible()).toEqual(toLogin(1200, '您已退出登录'));
  });

  it('a background call (the outbox replayer) learns the offset from 4015 but stays on the screen', async () => {
    const serverMs = Date.now() + 3_600_000;
    await refusedWith(4015, '本机时间不正确', { timeStamp: serverMs }, { background: true });
    expect(h.rec.visible()).toEqual([]);
    expect(Math.abs(h.clock.offsetMs() - 3_600_000)).toBeLessThan(2_000);
  });

  it('a background call keeps a 4005 refusal for the caller: no dialog, no navigation', async () => {
    await refusedWith(4005, '没有该账套的访问权限', null, { background: true });
    expect(h.rec.visible()).toEqual([]);
  });

  it('a quiet foreground call (the financial check) still goes to calibration on 4015', async () => {
    const serverMs = Date.now() + 3_600_000;
    await refusedWith(4015, '本机时间不正确', { timeStamp: serverMs }, { quiet: true });
    expect(h.rec.visible()).toContainEqual({
      type: 'navigate',
      navigation: { to: '/timeCalibration', search: { times: String(serverMs) } },
    });
  });

  it('an unknown code gets a red notice with the message', async () => {
    await refusedWith(4999, '未知错误');
    expect(h.rec.visible()).toEqual([
      { type: 'notify', notice: { color: 'red', message: '未知错误', autoClose: 5000 } },
    ]);
  });
});
