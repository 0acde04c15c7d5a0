// The captcha row of the login form: the answer field beside the image, which renews on click.
import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { Captcha } from './use-captcha';

export function CaptchaField({
  captcha,
  value,
  onChange,
}: {
  captcha: Captcha;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Group gap={8} align="flex-end" wrap="nowrap">
      <TextInput
        label="验证码"
        placeholder="请输入右侧字符"
        autoComplete="off"
        maxLength={8}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
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
  );
}
