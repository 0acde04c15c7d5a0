// 凭证录入 (certificateProcessing/accounting-billing-voucher): type a voucher with the keyboard,
// check it with the rules the server uses, and save it through the outbox, so it saves the same
// online and offline; the server numbers it on arrival. Preview and print show it as on paper.

import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { uuidV4 } from '../../../api/signer';
import { voucherContracts } from '../../../core/contracts/voucher';
import { VOUCHER_STATUS_NAMES } from '../../../core/voucher/types';
import type { AuxItemRecord } from '../../../local/auxiliary';
import type { DepartmentRecord } from '../../../local/departments';
import { useOnline, useReference } from '../../../local/hooks';
import { isOnline } from '../../../local/outbox';
import type { SubjectRecord } from '../../../local/subjects';
import type { SummaryRecord, VoucherTemplateRecord } from '../../../local/voucher-templates';
import type { VoucherTypeRecord } from '../../../local/voucher-types';
import { openConfirmDialog, openMessageDialog } from '../../../ui/dialogs';
import { PageHeader } from '../../../ui/PageHeader';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import {
  appendLine,
  copyLine,
  deleteLine,
  insertLine,
  isEmptyLine,
  toEntries,
  toGridMessage,
} from '../../../ui/voucher/grid-model';
import { type PaperSize, printableOf } from '../../../ui/voucher/print-model';
import { printPrintable } from '../../../ui/voucher/print-voucher';
import { useVoucherPrinting } from '../../../ui/voucher/use-voucher-printing';
import { VoucherPreview } from '../../../ui/voucher/VoucherPreview';
import { checkForSave, linesFromTemplate, type VoucherDraft } from '../../../ui/voucher/voucher-draft';
import { EntryGrid, type FocusRequest } from './EntryGrid';
import { EntryToolbar } from './EntryToolbar';
import { mayBeStale, recheckWithFreshReference } from './fresh-reference';
import { saveAsTemplate } from './save-as-template';
import { useSaveNotices } from './use-save-notices';
import { useCashCodes, useProvisionalNo, useServerLastDate } from './use-voucher-context';
import { useVoucherEditor } from './use-voucher-editor';
import { VoucherAttachments } from './VoucherAttachments';
import { KeyHints, Signatures } from './VoucherFooter';
import { VoucherHeader } from './VoucherHeader';
import classes from './voucher-entry.module.css';
import { useOpenDrafts } from './voucher-store';

// uuidV4 works on plain http too (crypto.randomUUID needs a secure context).
const makeId = uuidV4;

export function VoucherEntryScreen({ active, search }: ScreenProps) {
  const session = useSession();
  const { api } = useServices();
  const online = useOnline();
  const subjects = useReference<SubjectRecord>('subjects');
  const auxItems = useReference<AuxItemRecord>('auxItems');
  const departments = useReference<DepartmentRecord>('departments');
  const types = useReference<VoucherTypeRecord>('voucherTypes');
  const summaryRows = useReference<SummaryRecord>('summaries');
  const templates = useReference<VoucherTemplateRecord>('templates');
  const summaries = useMemo(
    () => [...(summaryRows ?? [])].sort((a, b) => a.sort - b.sort).map((r) => r.text),
    [summaryRows],
  );
  const serverLastDate = useServerLastDate();
  const cashCodes = useCashCodes();
  const editor = useVoucherEditor(types, serverLastDate);
  const { draft, sync, changed } = editor;
  const openDrafts = useOpenDrafts();
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [activeRow, setActiveRow] = useState(0);
  const [checkError, setCheckError] = useState<{ message: string; row: number | null } | null>(null);
  // 预览 shows the voucher; 打印 shows it too (the spec's preview) with the focus on 打印.
  const [preview, setPreview] = useState<'view' | 'print' | null>(null);
  const previewOpen = preview !== null;
  // 凭证打印设置: 财务主管/出纳 and the ledger's default paper (this computer's choice wins).
  const { setting: printSetting, paper, choosePaper } = useVoucherPrinting();
  const [busy, setBusy] = useState(false);
  const watch = useSaveNotices();

  const provisionalNo = useProvisionalNo(
    draft?.id ?? '',
    draft?.voucherDate ?? '',
    draft?.voucherType ?? '',
    draft !== null && draft.server === null,
  );

  const reference = useMemo(
    () => ({
      subjects: subjects ?? [],
      auxItems: auxItems ?? [],
      departments: departments ?? [],
      voucherTypes: types ?? [],
      cashCodes,
    }),
    [subjects, auxItems, departments, types, cashCodes],
  );

  // A voucher opened on screen starts in its first summary cell (not behind another tab).
  const draftId = draft?.id;
  const loaded = subjects !== undefined;
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!draftId || !loaded || !active || focusedFor.current === draftId) return;
    focusedFor.current = draftId;
    setFocus({ row: 0, col: 'summary', seq: Date.now() });
  }, [draftId, loaded, active]);

  // ?id= (修改 from 凭证修改删除): that voucher, from this browser's draft or the server.
  const wantedId = search.id;
  const openedFromSearch = useRef<string | null>(null);
  const openById = useRef(editor.openById);
  openById.current = editor.openById;
  useEffect(() => {
    if (!wantedId || !draftId || openedFromSearch.current === wantedId) return;
    openedFromSearch.current = wantedId;
    const fetch = () => {
      if (!isOnline()) throw new Error('当前离线，无法从服务器读取这张凭证，请联网后重试');
      return api.call(voucherContracts.get, { id: wantedId });
    };
    openById.current(wantedId, fetch).catch(async (error: unknown) => {
      // The request layer already showed a refusal from the server; say only what it did not.
      if (isApiError(error)) return;
      await openMessageDialog({
        title: '提示',
        message: error instanceof Error ? error.message : String(error),
      });
    });
  }, [wantedId, draftId, api]);

  // Ctrl+S / Ctrl+Shift+S wherever the focus is (a button, the page) while this tab is shown.
  const saveRef = useRef<(andNew: boolean) => Promise<boolean>>(async () => false);
  useEffect(() => {
    if (!active) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current(event.shiftKey);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);

  // The 草稿 menu lists the other unfinished vouchers; the one on screen is already here.
  const drafts = openDrafts.filter((d) => d.id !== draft?.id);

  if (!draft || subjects === undefined) {
    return (
      <Stack p="sm" data-testid="voucher-entry-screen">
        <PageHeader title="凭证录入" subtitle="凭证处理" />
        <Group p="md" gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            正在读取本机数据…
          </Text>
        </Group>
      </Stack>
    );
  }

  const readOnly = draft.server !== null && draft.server.status !== 'saved';
  const setLines = (lines: VoucherDraft['lines']) => {
    setCheckError(null);
    editor.update({ ...draft, lines });
  };
  const focusAt = (row: number, col: FocusRequest['col']) => setFocus({ row, col, seq: Date.now() });
  const typeName = (types ?? []).find((t) => t.code === draft.voucherType)?.name ?? '';
  const printable = (p: PaperSize) =>
    printableOf(
      draft,
      {
        unit: session?.ztName || session?.jc || '',
        typeName,
        preparedBy: session?.realName || session?.userName || '',
        setting: printSetting,
      },
      p,
    );

  const refusal =
    sync.state === 'failed' && sync.error
      ? toGridMessage(sync.error.message, toEntries(draft.lines).gridRows)
      : null;
  const shownError = checkError ?? refusal;

  const save = async (andNew: boolean): Promise<boolean> => {
    if (busy) return false;
    if (readOnly) {
      await openMessageDialog({ title: '提示', message: '已审核的凭证不能修改', tone: 'warning' });
      return false;
    }
    let check = checkForSave(draft, reference);
    if (!check.ok && mayBeStale(check.message))
      check = (await recheckWithFreshReference(draft, reference, api)) ?? check;
    if (!check.ok) {
      setCheckError({ message: check.message, row: check.row });
      await openMessageDialog({ title: '提示', message: check.message, tone: 'warning' });
      if (check.row !== null) focusAt(check.row, 'subject');
      return false;
    }
    setBusy(true);
    try {
      const label = await editor.save(check);
      watch(draft.id, label);
      setCheckError(null);
      // Online the badge and the arrival notice say enough; offline the user must know it waits.
      if (!online) {
        notifications.show({
          color: 'orange',
          message: `${label}：已保存在本机（待同步），联网后自动提交`,
          withBorder: true,
        });
      }
      if (andNew) {
        await editor.startNew();
        focusAt(0, 'summary');
      }
      return true;
    } catch (e) {
      await openMessageDialog({
        title: '保存失败',
        message: e instanceof Error ? e.message : String(e),
        tone: 'error',
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const rowOp = (op: 'append' | 'insert' | 'delete' | 'copy') => {
    const row = Math.min(activeRow, draft.lines.length - 1);
    const lines =
      op === 'append'
        ? appendLine(draft.lines, makeId)
        : op === 'insert'
          ? insertLine(draft.lines, row, makeId)
          : op === 'copy'
            ? copyLine(draft.lines, row, makeId)
            : deleteLine(draft.lines, row, makeId);
    setLines(lines);
    const target =
      op === 'append' ? lines.length - 1 : op === 'copy' ? row + 1 : Math.min(row, lines.length - 1);
    focusAt(target, 'summary');
  };

  const applyTemplate = async (id: number) => {
    const template = (templates ?? []).find((t) => t.id === id);
    if (!template) return;
    if (draft.lines.some((l) => !isEmptyLine(l))) {
      const sure = await openConfirmDialog({
        title: '使用模板',
        message: `用模板「${template.name}」替换当前的分录吗？`,
        confirmLabel: '替换',
      });
      if (!sure) return;
    }
    setLines(linesFromTemplate(template.entries, reference, makeId));
    focusAt(0, 'summary');
  };

  const print = async () => {
    const voucher = printable(paper);
    setPreview(null);
    await printPrintable(voucher, paper);
  };

  saveRef.current = save;

  return (
    <Stack gap="sm" p="sm" data-testid="voucher-entry-screen">
      <PageHeader
        title="凭证录入"
        subtitle={online ? '凭证处理' : '凭证处理 · 离线：保存后待同步'}
        actions={
          <Group gap="xs" wrap="nowrap">
            <VoucherAttachments voucherId={draft.id} label="凭证" />
            <EntryToolbar
              drafts={drafts}
              templates={templates ?? []}
              onTemplate={(id) => void applyTemplate(id)}
              onSaveTemplate={() => void saveAsTemplate(api, draft.lines)}
              paper={paper}
              busy={busy}
              onPaper={choosePaper}
              onOpenDraft={(d) => void editor.open(d)}
              onNew={() => void editor.startNew().then(() => focusAt(0, 'summary'))}
              onPreview={() => setPreview('view')}
              onPrint={() => setPreview('print')}
              onSave={(andNew) => void save(andNew)}
            />
          </Group>
        }
      />
      <div className={classes.paper}>
        <VoucherHeader
          draft={draft}
          types={types ?? []}
          sync={sync}
          changed={changed}
          provisionalNo={provisionalNo}
          unit={session?.ztName || session?.jc || ''}
          readOnly={readOnly}
          onChange={(patch) => editor.update({ ...draft, ...patch })}
        />
        {readOnly && draft.server && (
          <Alert color="blue" variant="light" mb="xs" p="xs" data-testid="voucher-readonly">
            <Text size="sm">
              这张凭证{VOUCHER_STATUS_NAMES[draft.server.status]}，只能查看和打印；需要修改时请先反审核。
            </Text>
          </Alert>
        )}
        {shownError && (
          <Alert
            color="red"
            variant="light"
            mb="xs"
            p="xs"
            data-testid="voucher-error"
            title={refusal && !checkError ? '服务器未接受这张凭证（已留作草稿）' : undefined}
          >
            <Text size="sm">{shownError.message}</Text>
          </Alert>
        )}
        <Group gap="xs" mb={6}>
          <Button size="compact-xs" variant="subtle" onClick={() => rowOp('append')}>
            增行
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => rowOp('insert')}>
            插入行
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => rowOp('copy')}>
            复制行
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => rowOp('delete')}>
            删除行
          </Button>
        </Group>
        <EntryGrid
          lines={draft.lines}
          onChange={setLines}
          subjects={subjects}
          summaries={summaries}
          makeId={makeId}
          readOnly={readOnly}
          errorRow={shownError?.row ?? null}
          focusRequest={focus}
          onActiveRow={setActiveRow}
        />
        <Signatures
          bookkeeper={draft.server?.bookkeeper ?? null}
          reviewer={draft.server?.reviewer ?? null}
          preparedBy={draft.server?.preparedBy ?? (session?.realName || session?.userName || '')}
        />
      </div>
      <KeyHints />
      <VoucherPreview
        opened={previewOpen}
        voucher={previewOpen ? printable(paper) : null}
        paper={paper}
        onPaper={choosePaper}
        canSave={!readOnly && (changed || draft.server === null) && sync.state !== 'pending'}
        forPrint={preview === 'print'}
        onClose={() => setPreview(null)}
        onPrint={() => void print()}
        onSave={async () => {
          if (await save(false)) setPreview(null);
        }}
      />
    </Stack>
  );
}
