// /login: user name, password and the image captcha; Enter submits. The first form error shows in
// a warning dialog; the server's refusals (wrong password, wrong code) come as the request layer's
// notices, after which the captcha is renewed because the server has used it up. With no server
// in reach the same form unlocks the session kept on this device (README "Offline re-entry").
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { isNetworkError } from '../../api/api-error';
import { unlockRefusalMessage } from '../../api/kept-session';
import { BUILD_FLAGS } from '../../core/constants';
import { authContracts } from '../../core/contracts/auth';
// The rule files themselves, not the rules barrel: /login need not load the amount and date rules.
import { firstError, rule } from '../../core/rules/form';
import { requiredWith } from '../../core/rules/required';
import { openMessageDialog } from '../../ui/dialogs';
import type { ScreenProps } from '../../ui/screen-types';
import { useGo } from '../../ui/use-go';
import { loginTarget } from '../session/login-target';
import { loadUserInfo } from '../session/session-actions';
import { useShell } from '../shell-services';
import { CaptchaField } from './CaptchaField';
import { PageFrame } from './PageFrame';
import { useCaptcha } from './use-captcha';
import { useServerReach } from './use-server-reach';

/** What a server that does not say (an older one) allows: the README's default. */
const defaultOfflineDays = 14;

export function LoginPage({ search }: ScreenProps) {
  const { api, session, tabs, config, offline, effects } = useShell();
  const go = useGo();
  const server = useServerReach(config.apiBaseUrl);
  const offlineMode = server.reach === 'offline';
  // The server says whether it checks the captcha (CAPTCHA=off: no field); a server that does not
  // say is taken to check it, as the build flag's default.
  const withCaptcha = BUILD_FLAGS.captcha && !offlineMode && server.captcha !== false;
  const captcha = useCaptcha(config.apiBaseUrl, withCaptcha);
  // Sent back here after the server ended a session: only the password is asked again.
  const [userName, setUserName] = useState(() => search.user ?? offline?.resumeUser() ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const logIn = async () => {
    try {
      const login = await api.call(authContracts.logOn, {
        userName: userName.trim(),
        password,
        ...(withCaptcha ? { code: code.trim(), codeKey: captcha.key } : {}),
      });
      session.setLogin(login);
      await loadUserInfo(api, session);
      // Before leaving the page: a reload or a closed window right after the login must not leave
      // the device without its offline copy (the key derivation takes a moment on purpose).
      await offline?.keepAfterLogin(password, login.offlineUnlockDays ?? defaultOfflineDays);
      // A new login starts with a clean strip: the previous user's tabs are not this user's.
      tabs.reset();
      go(loginTarget(search.redirect, login.redirectUrl), { replace: true });
    } catch (error) {
      // The notice with the server's reason is already shown; a used captcha cannot be retried.
      setCode('');
      // The server went out of reach: look again, which offers the offline unlock.
      if (isNetworkError(error)) server.retry();
      else captcha.refresh();
      setBusy(false);
    }
  };

  const unlock = async () => {
    const name = userName.trim();
    const result = offline
      ? await offline.unlock(name, password)
      : ({ ok: false, reason: 'unknown' } as const);
    if (!result.ok) {
      setBusy(false);
      if (result.reason === 'wrong') setPassword('');
      await openMessageDialog({
        title: '无法离线登录',
        message: unlockRefusalMessage(result, name),
        tone: 'warning',
      });
      return;
    }
    tabs.reset();
    effects.notify({
      color: 'blue',
      message: result.ended
        ? '已离线登录。联网后需要再次输入密码，本机录入的数据将在登录后同步。'
        : '已离线登录。本机录入的数据将在联网后自动同步。',
      autoClose: 5_000,
    });
    go(loginTarget(search.redirect, '/'), { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const error = firstError([
      rule(userName, requiredWith('请输入用户名')),
      rule(password, requiredWith('请输入密码')),
      ...(withCaptcha ? [rule(code, requiredWith('请输入验证码'))] : []),
    ]);
    if (error) {
      await openMessageDialog({ title: '提示', message: error, tone: 'warning' });
      return;
    }
    setBusy(true);
    await (offlineMode ? unlock() : logIn());
  };

  return (
    <PageFrame width={380}>
      <form onSubmit={submit} noValidate aria-label="登录">
        <Stack gap="md">
          <div>
            <Text fw={600} size="xl" c="#1d2b42">
              {offlineMode ? '离线登录' : '用户登录'}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {offlineMode ? '使用在本机联网登录过的账号进入' : '请使用本单位分配的账号登录'}
            </Text>
          </div>
          {offlineMode && (
            <Alert
              color="orange"
              variant="light"
              p="sm"
              title="当前无法连接服务器"
              data-testid="offline-login-notice"
            >
              <Text size="xs" lh={1.7}>
                在本机联网登录过的用户可输入用户名和密码离线进入，查看本机已保存的数据并继续录入；联网后自动同步。
              </Text>
            </Alert>
          )}
          <TextInput
            label="用户名"
            placeholder="请输入用户名"
            autoComplete="username"
            value={userName}
            onChange={(e) => setUserName(e.currentTarget.value)}
            autoFocus={!userName}
          />
          <PasswordInput
            label="密码"
            placeholder="请输入密码"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoFocus={!!userName}
          />
          {withCaptcha && <CaptchaField captcha={captcha} value={code} onChange={setCode} />}
          <Button type="submit" fullWidth loading={busy} mt={4}>
            {offlineMode ? '离线登录' : '登 录'}
          </Button>
          <Group justify={offlineMode ? 'space-between' : 'flex-end'}>
            {offlineMode && (
              <Anchor size="xs" component="button" type="button" onClick={server.retry}>
                网络已恢复？重新连接
              </Anchor>
            )}
            {BUILD_FLAGS.forgotPassword && !offlineMode && (
              <Anchor size="xs" onClick={() => go('/passwordReset')}>
                忘记密码？
              </Anchor>
            )}
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}
