// Promise-returning dialogs on top of @mantine/modals: a message with one 确定 button and a
// confirmation with 取消/确定. The request layer and the guards await them; screens may too.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals as mantineModals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { MESSAGE_BOX_WIDTH } from '../core/constants';

export type ModalsApi = Pick<typeof mantineModals, 'open' | 'close' | 'closeAll' | 'openConfirmModal'>;

let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

export type DialogTone = 'info' | 'warning' | 'error';

const toneColor: Record<DialogTone, string> = { info: 'blue', warning: 'orange', error: 'red' };

export function DialogTitle({ title, tone }: { title: string; tone: DialogTone }) {
  return (
    <Group gap={8} wrap="nowrap">
      <span
        aria-hidden
        style={{
          width: 4,
          height: 14,
          borderRadius: 2,
          background: `var(--mantine-color-${toneColor[tone]}-6)`,
          display: 'inline-block',
        }}
      />
      <Text fw={600} size="md">
        {title}
      </Text>
    </Group>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {children}
    </Text>
  );
}

export interface MessageDialogOptions {
  title: string;
  message: ReactNode;
  tone?: DialogTone;
  /** Default false: only the button (or Esc) closes it. */
  closeOnClickOutside?: boolean;
  confirmLabel?: string;
}

/** One message, one 确定 button; resolves when the dialog closes by any means. */
export function openMessageDialog(
  options: MessageDialogOptions,
  api: ModalsApi = mantineModals,
): Promise<void> {
  return new Promise((resolve) => {
    const modalId = nextId('message');
    api.open({
      modalId,
      title: <DialogTitle title={options.title} tone={options.tone ?? 'info'} />,
      size: MESSAGE_BOX_WIDTH,
      closeOnClickOutside: options.closeOnClickOutside ?? false,
      onClose: () => resolve(),
      children: (
        <Stack gap="md">
          <Message>{options.message}</Message>
          <Group justify="flex-end">
            <Button onClick={() => api.close(modalId)} data-autofocus>
              {options.confirmLabel ?? '确定'}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

export interface ConfirmDialogOptions {
  title: string;
  message: ReactNode;
  tone?: DialogTone;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Resolves true on 确定, false on 取消 or any other way of closing. */
export function openConfirmDialog(
  options: ConfirmDialogOptions,
  api: ModalsApi = mantineModals,
): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    api.openConfirmModal({
      modalId: nextId('confirm'),
      title: <DialogTitle title={options.title} tone={options.tone ?? 'warning'} />,
      size: MESSAGE_BOX_WIDTH,
      closeOnClickOutside: false,
      children: <Message>{options.message}</Message>,
      labels: { confirm: options.confirmLabel ?? '确定', cancel: options.cancelLabel ?? '取消' },
      cancelProps: { variant: 'default' },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
