// /login: user name, password and the image captcha; Enter submits. The first form error shows in
// a warning dialog; the server's refusals (wrong password, wrong code) come as the request layer's
// notices, after which the captcha is renewed because the server has used it up.
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { LoginResult } from '../../api/session-store';
import { BUILD_FLAGS } from '../../core/constants';
import { firstError, requiredWith, rule } from '../../core/rules';
import { openMessageDialog } from '../../ui/dialogs';
import type { ScreenProps } from '../../ui/screen-types';
import { useGo } from '../../ui/use-go';
import { loginTarget } from '../session/login-target';
import { loadUserInfo } from '../session/session-actions';
import { useShell } from '../shell-services';
import { PageFrame } from './PageFrame';
import { useCaptcha } from './use-captcha';

export function LoginPage({ search }: ScreenProps) {
  const { api, session, tabs, config } = useShell();
  const go = useGo();
  const captcha = useCaptcha(config.apiBaseUrl, BUILD_FLAGS.captcha);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const error = firstError([
      rule(userName, requiredWith('请输入用户名')),
      rule(password, requiredWith('请输入密码')),
      ...(BUILD_FLAGS.captcha ? [rule(code, requiredWith('请输入验证码'))] : []),
    ]);
    if (error) {
      await openMessageDialog({ title: '提示', message: error, tone: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const login = await api.post<LoginResult>('/api/auth/logOn', {
        userName: userName.trim(),
        password,
        ...(BUILD_FLAGS.captcha ? { code: code.trim(), codeKey: captcha.key } : {}),
      });
      session.setLogin(login);
      await loadUserInfo(api, session);
      // A new login starts with a clean strip: the previous user's tabs are not this user's.
      tabs.reset();
      go(loginTarget(search.redirect, login.redirectUrl), { replace: true });
    } catch {
      // The notice with the server's reason is already shown; a used captcha cannot be retried.
      setCode('');
      captcha.refresh();
      setBusy(false);
    }
  };

  return (
    <PageFrame width={380}>
      <form onSubmit={submit} noValidate aria-label="登录">
        <Stack gap="md">
          <div>
            <Text fw={600} size="xl" c="#1d2b42">
              用户登录
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              请使用本单位分配的账号登录
            </Text>
          </div>
          <TextInput
            label="用户名"
            placeholder="请输入用户名"
            autoComplete="username"
            value={userName}
            onChange={(e) => setUserName(e.currentTarget.value)}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            label="密码"
            placeholder="请输入密码"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {BUILD_FLAGS.captcha && (
            <Group gap={8} align="flex-end" wrap="nowrap">
              <TextInput
                label="验证码"
                placeholder="请输入右侧字符"
                autoComplete="off"
                maxLength={8}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <UnstyledButton
                onClick={captcha.refresh}
                title="看不清？点击换一张"
                aria-label="验证码图片，点击换一张"
                style={{
                  width: 112,
                  height: 36,
                  border: '1px solid #dcdfe6',
                  borderRadius: 3,
                  background: '#f7f9fc',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  overflow: 'hidden',
                  flex: 'none',
                }}
              >
                {captcha.src ? (
                  <img
                    src={captcha.src}
                    alt="验证码"
                    width={110}
                    height={34}
                    data-testid="captcha-image"
                    data-captcha-key={captcha.key}
                  />
                ) : (
                  <Text size="xs" c={captcha.failed ? 'red' : 'dimmed'}>
                    {captcha.failed ? '加载失败，点击重试' : '加载中…'}
                  </Text>
                )}
              </UnstyledButton>
            </Group>
          )}
          <Button type="submit" fullWidth loading={busy} mt={4}>
            登 录
          </Button>
          {BUILD_FLAGS.forgotPassword && (
            <Group justify="flex-end">
              <Anchor size="xs" onClick={() => go('/passwordReset')}>
                忘记密码？
              </Anchor>
            </Group>
          )}
        </Stack>
      </form>
    </PageFrame>
  );
}
