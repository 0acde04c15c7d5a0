// 凭证打印设置 (settings/voucherPrintSetting): the names and layout every printed voucher of the
// ledger set uses, edited beside a live preview of the sheet. Saved on the server (online only, as
// every settings screen); the answer is cached so vouchers print with it offline.
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_PRINT_SETTING,
  normalizePrintSetting,
  printSettingProblem,
  type VoucherPrintSetting,
  type VoucherPrintSettingInput,
} from '../../../core/voucher/print-setting';
import { useOnline } from '../../../local';
import { saveVoucherPrintSetting, useVoucherPrintSetting } from '../../../local/voucher-print';
import { CacheNotice } from '../../../ui/CacheNotice';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { clearDevicePaper, readDevicePaper } from '../../../ui/voucher/device-paper';
import { SettingForm } from './SettingForm';
import { SettingPreview } from './SettingPreview';

export const voucherPrintFormId = 'voucher-print-setting-form';

function inputOf(s: VoucherPrintSetting): VoucherPrintSettingInput {
  const { supervisorName, cashierName, printPreparer, printAuditor, printBookkeeper } = s;
  const { unitName, paper, linesHalfA4, linesA4 } = s;
  return {
    supervisorName,
    cashierName,
    printPreparer,
    printAuditor,
    printBookkeeper,
    unitName,
    paper,
    linesHalfA4,
    linesA4,
  };
}

function newest(a: VoucherPrintSetting | null | undefined, b: VoucherPrintSetting | null | undefined) {
  if (!a) return b ?? undefined;
  return b && b.version > a.version ? b : a;
}

const same = (a: VoucherPrintSettingInput, b: VoucherPrintSettingInput) =>
  JSON.stringify(normalizePrintSetting(a)) === JSON.stringify(normalizePrintSetting(b));

export function VoucherPrintSettingScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const online = useOnline();
  const read = useVoucherPrintSetting(api);
  // What the server said last: this screen's own save, or the newest read (kept when the network
  // drops before the answer reached the cache).
  const [known, setKnown] = useState<VoucherPrintSetting | null>(null);
  const base = newest(known, read.data);
  useEffect(() => {
    if (read.data) setKnown((k) => newest(k, read.data) ?? null);
  }, [read.data]);
  const [devicePaper, setDevicePaper] = useState(readDevicePaper);
  // Open once the first answer is here; the screen never closes it, a save keeps it.
  const form = useModalForm<VoucherPrintSettingInput>({
    id: voucherPrintFormId,
    opened: base !== undefined,
    initial: () => (base ? inputOf(base) : { ...DEFAULT_PRINT_SETTING }),
    equal: same,
    validate: (values) => printSettingProblem(normalizePrintSetting(values)),
    submit: async (values) => {
      if (!base) return false;
      const answer = await runWrite(
        { action: '保存凭证打印设置', done: '凭证打印设置已保存', refreshCaches: false },
        () => saveVoucherPrintSetting(api, normalizePrintSetting(values), base.version),
      );
      if (answer) {
        setKnown(answer);
        form.adopt(inputOf(answer));
      }
      return false;
    },
    onClose: () => {},
  });
  const { adopt } = form;

  // A fresh answer fills the form only while the user has not started editing.
  useEffect(() => {
    if (base) adopt((values, start) => (same(values, start) ? inputOf(base) : {}));
  }, [base, adopt]);

  const value = base ? form.values : null;
  const changed = form.dirty;
  const problem = value && changed ? printSettingProblem(normalizePrintSetting(value)) : null;
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);

  const status = base?.updatedAt
    ? `${base.updatedBy ?? ''} 于 ${new Date(base.updatedAt).toLocaleString('zh-CN', { hour12: false })} 保存`
    : '尚未设置，使用默认值';

  return (
    <Stack gap="sm" p="sm" data-testid="voucher-print-setting-screen">
      <PageHeader
        title={route.title}
        subtitle="财务核算 · 凭证设置"
        actions={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!changed || form.busy}
              onClick={() => base && adopt(inputOf(base))}
            >
              撤销修改
            </Button>
            <Button
              size="xs"
              disabled={!changed || value === null}
              loading={form.busy}
              onClick={() => void form.save()}
            >
              保存
            </Button>
          </>
        }
      />
      <CacheNotice read={read} online={online} what="凭证打印设置" />
      {!value || !base ? (
        read.loading && (
          <Group p="md" gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              正在读取…
            </Text>
          </Group>
        )
      ) : (
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Panel style={{ width: 470, flex: 'none' }}>
            <Text fw={600} size="sm" mb={10}>
              打印内容
              <Text span size="xs" c="dimmed" ml={8} data-testid="print-setting-status">
                {status}
              </Text>
            </Text>
            <SettingForm
              value={value}
              onChange={form.update}
              defaultUnitName={base.defaultUnitName || session?.ztName || ''}
              devicePaper={devicePaper}
              onClearDevicePaper={() => {
                clearDevicePaper();
                setDevicePaper(null);
              }}
            />
            {problem && (
              <Text size="sm" c="red.7" mt="sm" data-testid="print-setting-problem">
                {problem}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt="sm" lh={1.7}>
              凭证录入的预览、打印和凭证连续打印都按此设置打印；财务主管、出纳签名栏为空时打印空白供手签。
              本机离线时按最近一次读取的设置打印。
            </Text>
          </Panel>
          <SettingPreview
            setting={value}
            unit={base.defaultUnitName || session?.ztName || ''}
            paper={value.paper}
            date={today}
          />
        </Group>
      )}
    </Stack>
  );
}
