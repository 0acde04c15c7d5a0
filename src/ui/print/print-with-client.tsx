// Printing through the local print client, with the spec's answers when it cannot (§8): a notice
// for "not connected yet", "still connecting" and "browser too old", and for a failed connection a
// dialog offering the plugin download, a reload (reconnect), or the browser's own print instead.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { MESSAGE_BOX_WIDTH } from '../../core/constants';
import { PrintClient, PrintClientError, type PrintJob } from '../../print/print-client';

/** Where the plugin's installer and instructions are published (served from public/). */
export const printPluginUrl = '/print-client.html';

let shared: PrintClient | null = null;

function client(): PrintClient {
  shared ??= new PrintClient();
  return shared;
}

export type PrintOutcome = 'printed' | 'browser' | 'cancelled';

export interface PrintWithClientOptions {
  /** The browser-print fallback (window.print of the screen's print layout). */
  browserPrint: () => void;
}

/** Prints one job through the client, connecting first when needed. */
export async function printWithClient(job: PrintJob, options: PrintWithClientOptions): Promise<PrintOutcome> {
  const c = client();
  try {
    if (c.state === 'idle' || c.state === 'failed') await c.connect();
    await c.print(job);
    notifications.show({ color: 'green', message: '已发送到打印机', autoClose: 3000 });
    return 'printed';
  } catch (error) {
    if (!(error instanceof PrintClientError)) throw error;
    if (error.reason === 'failed') return offerAlternatives(job, options);
    notifications.show({ color: 'red', title: '打印', message: error.message, autoClose: 5000 });
    return 'cancelled';
  }
}

function offerAlternatives(job: PrintJob, options: PrintWithClientOptions): Promise<PrintOutcome> {
  return new Promise((resolve) => {
    const modalId = 'print-client-failed';
    let answered = false;
    const finish = (outcome: PrintOutcome | Promise<PrintOutcome>) => {
      if (answered) return;
      answered = true;
      modals.close(modalId);
      resolve(outcome);
    };
    modals.open({
      modalId,
      title: '打印客户端',
      size: MESSAGE_BOX_WIDTH,
      closeOnClickOutside: false,
      onClose: () => finish('cancelled'),
      children: (
        <Stack gap="md">
          <Text size="sm">{new PrintClientError('failed').message}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" component="a" href={printPluginUrl} target="_blank" rel="noopener">
              下载打印插件
            </Button>
            <Button variant="default" onClick={() => finish(printWithClient(job, options))}>
              重新加载
            </Button>
            <Button
              onClick={() => {
                finish('browser');
                options.browserPrint();
              }}
            >
              使用浏览器打印
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
