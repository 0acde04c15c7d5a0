// 凭证打印设置 (settings/voucherPrintSetting): the names and layout every printed voucher of the
// ledger set uses, edited beside a live preview of the sheet. Saved on the server (online only, as
// every settings screen); the answer is cached so vouchers print with it offline.
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import {
  normalizePrintSetting,
  printSettingProblem,
  type VoucherPrintSetting,
  type VoucherPrintSettingInput,
} from '../../../core/voucher/print-setting';
import { useOnline } from '../../../local';
import { saveVoucherPrintSetting, useVoucherPrintSetting } from '../../../local/voucher-print';
import { setFormDirty } from '../../../pwa/dirty-forms';
import { CacheNotice } from '../../../ui/CacheNotice';
import { openMessageDialog } from '../../../ui/dialogs';
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
  const [draft, setDraft] = useState<VoucherPrintSettingInput | null>(null);
  const [devicePaper, setDevicePaper] = useState(readDevicePaper);
  const [busy, setBusy] = useState(false);

  // A fresh answer fills the form only while the user has not started editing.
  useEffect(() => {
    if (base) setDraft((d) => d ?? inputOf(base));
  }, [base]);

  const value = draft ?? (base ? inputOf(base) : null);
  const changed = value !== null && base !== undefined && !same(value, inputOf(base));
  const problem = value && changed ? printSettingProblem(normalizePrintSetting(value)) : null;
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);

  useEffect(() => setFormDirty(voucherPrintFormId, changed), [changed]);
  useEffect(() => () => setFormDirty(voucherPrintFormId, false), []);

  const save = async () => {
    if (!value || !base) return;
    const input = normalizePrintSetting(value);
    const check = printSettingProblem(input);
    if (check) {
      await openMessageDialog({ title: '提示', message: check, tone: 'warning' });
      return;
    }
    setBusy(true);
    const answer = await runWrite(
      { action: '保存凭证打印设置', done: '凭证打印设置已保存', refreshCaches: false },
      () => saveVoucherPrintSetting(api, input, base.version),
    );
    setBusy(false);
    if (answer) {
      setKnown(answer);
      setDraft(inputOf(answer));
    }
  };

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
              disabled={!changed || busy}
              onClick={() => base && setDraft(inputOf(base))}
            >
              撤销修改
            </Button>
            <Button
              size="xs"
              disabled={!changed || value === null}
              loading={busy}
              onClick={() => void save()}
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
              onChange={setDraft}
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
