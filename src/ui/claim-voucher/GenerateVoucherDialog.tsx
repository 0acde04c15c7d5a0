// 生成凭证 of one approved document, or of several ticked ones one by one: the voucher the server
// proposes (template, 凭证日期, 附件张数, lines) is edited here and saved with generateVoucher, which
// links the voucher and the document both ways. 保存 waits until the lines balance. Online only:
// the voucher takes its number and the template its subjects from the server's books of now.
import { Alert, Badge, Button, Group, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type ClaimRow, type ClaimView, reimbursementContracts } from '../../core/contracts/reimbursement';
import { formatMoney } from '../../core/money';
import { documentTypeLabels } from '../../core/reimbursement/types';
import { useOnline, useReference } from '../../local';
import type { SubjectRecord } from '../../local/subjects';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { readProblem } from '../../ui/data/use-report';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { VoucherLinesGrid } from './VoucherLinesGrid';
import { type EditVoucher, editFromPreview, toVoucherSave, voucherProblem } from './voucher-lines';

export interface GenerateVoucherDialogProps {
  /** The documents to generate for, in order; null closes the dialog. */
  queue: readonly ClaimRow[] | null;
  onClose(): void;
  /** A voucher was saved for `row` (the list reads again; the view opens its voucher). */
  onGenerated(row: ClaimRow, view: ClaimView): void;
  onViewVoucher(voucherId: string): void;
}

type Step =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'editing'; template: string; templateName: string }
  | { kind: 'done'; voucher: { id: string; label: string } };

export function GenerateVoucherDialog({
  queue,
  onClose,
  onGenerated,
  onViewVoucher,
}: GenerateVoucherDialogProps) {
  const { api } = useServices();
  const online = useOnline();
  const subjects = useReference<SubjectRecord>('subjects') ?? [];
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [edit, setEdit] = useState<EditVoucher | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const keys = useRef(0);
  const makeKey = () => `line-${++keys.current}`;
  // One id per document shown: a 保存 sent twice (a lost answer, a second click) names one voucher.
  const voucherId = useRef('');
  const row = queue?.[index] ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new queue starts at its first document
  useEffect(() => setIndex(0), [queue]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for another document or 重试; going offline or online while editing keeps the edit
  useEffect(() => {
    setEdit(null);
    if (row === null) return;
    voucherId.current = crypto.randomUUID();
    if (!online) {
      setStep({
        kind: 'failed',
        message: '离线状态下不能生成凭证：凭证的编号和科目以服务器为准，请联网后重试。',
      });
      return;
    }
    setStep({ kind: 'loading' });
    let live = true;
    api
      .call(reimbursementContracts.voucherPreview, { documentId: row.id }, { loading: false, quiet: true })
      .then((preview) => {
        if (!live) return;
        setEdit(editFromPreview(preview, makeKey));
        setStep({ kind: 'editing', template: preview.template, templateName: preview.templateName });
      })
      .catch((e: unknown) => live && setStep({ kind: 'failed', message: readProblem(e) }));
    return () => {
      live = false;
    };
  }, [api, row, round]);

  const problem = edit ? voucherProblem(edit) : null;
  const canSave = step.kind === 'editing' && edit !== null && problem === null && online && !busy;

  const save = async () => {
    if (!canSave || row === null || edit === null) return;
    setBusy(true);
    try {
      const view = await runWrite({ action: '生成凭证', refreshCaches: false }, () =>
        api.call(
          reimbursementContracts.generateVoucher,
          { documentId: row.id, version: row.version, voucher: toVoucherSave(edit, voucherId.current) },
          { quiet: true },
        ),
      );
      if (view?.voucher) {
        setStep({ kind: 'done', voucher: view.voucher });
        onGenerated(row, view);
      }
    } finally {
      setBusy(false);
    }
  };

  const count = queue?.length ?? 0;
  const hasNext = index + 1 < count;
  const title = row
    ? `生成凭证：${documentTypeLabels[row.type]} ${row.no}${count > 1 ? `（第 ${index + 1} / ${count} 张）` : ''}`
    : '生成凭证';

  return (
    <Modal
      opened={queue !== null && row !== null}
      onClose={onClose}
      size={980}
      closeOnClickOutside={false}
      title={<Text fw={600}>{title}</Text>}
    >
      {row && (
        <Stack gap="sm">
          <Group gap="lg" fz="sm" c="#3a4a63" wrap="nowrap">
            <span>报销人：{row.declarerName}</span>
            <span>部门：{row.departmentName}</span>
            <span>
              金额：<b>{formatMoney(row.amount)}</b>
            </span>
            <Text size="sm" truncate title={row.reason} style={{ flex: 1 }}>
              事由：{row.reason}
            </Text>
          </Group>
          {!online && step.kind !== 'failed' && (
            <Alert color="orange" variant="light" p={8} data-testid="offline-notice">
              <Text size="sm">离线状态下不能保存凭证，请联网后保存。</Text>
            </Alert>
          )}
          {step.kind === 'loading' && (
            <Group justify="center" py="xl" gap={8}>
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                正在生成凭证预览…
              </Text>
            </Group>
          )}
          {step.kind === 'failed' && (
            <Alert color="red" variant="light" title="不能生成凭证" data-testid="preview-failed">
              {step.message}
            </Alert>
          )}
          {step.kind === 'editing' && edit && (
            <>
              <Group gap="md" align="flex-end" wrap="nowrap">
                <div>
                  <Text size="xs" c="dimmed">
                    凭证模板
                  </Text>
                  <Group gap={6} h={30} wrap="nowrap">
                    <Badge variant="light" radius="sm">
                      {step.template}
                    </Badge>
                    <Text size="sm" data-testid="template-name">
                      {step.templateName}
                    </Text>
                  </Group>
                </div>
                <AccountingDateInput
                  size="xs"
                  w={140}
                  label="凭证日期"
                  value={edit.voucherDate || null}
                  onChange={(v) => setEdit({ ...edit, voucherDate: v ?? '' })}
                />
                <NumberInput
                  size="xs"
                  w={100}
                  label="附件张数"
                  min={0}
                  max={999}
                  allowDecimal={false}
                  allowNegative={false}
                  value={edit.numberOfDocument}
                  onChange={(v) => setEdit({ ...edit, numberOfDocument: v === '' ? '' : Number(v) })}
                />
              </Group>
              <VoucherLinesGrid
                lines={edit.lines}
                onChange={(lines) => setEdit({ ...edit, lines })}
                subjects={subjects}
                makeKey={makeKey}
                readOnly={busy}
              />
              <Text size="xs" c={problem ? 'red' : 'teal'} data-testid="voucher-problem" mih={18}>
                {problem ?? '借贷平衡，可以保存'}
              </Text>
            </>
          )}
          {step.kind === 'done' && (
            <Alert color="teal" variant="light" title="凭证已生成" data-testid="generated">
              <Group gap="sm">
                <Text size="sm">
                  已生成凭证 <b data-testid="generated-label">{step.voucher.label}</b>
                </Text>
                <Button size="compact-xs" variant="light" onClick={() => onViewVoucher(step.voucher.id)}>
                  查看凭证
                </Button>
              </Group>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            {step.kind === 'failed' && online && (
              <Button size="xs" variant="default" onClick={() => setRound((n) => n + 1)}>
                重试
              </Button>
            )}
            {hasNext && (
              <Button
                size="xs"
                variant={step.kind === 'done' ? 'filled' : 'default'}
                onClick={() => setIndex((i) => i + 1)}
              >
                {step.kind === 'done' ? '下一张' : '跳过此张'}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={onClose}>
              {step.kind === 'done' ? '关闭' : '取消'}
            </Button>
            {step.kind !== 'done' && (
              <Button
                size="xs"
                disabled={!canSave}
                loading={busy}
                title={!online ? '离线状态下不能保存' : (problem ?? undefined)}
                onClick={() => void save()}
              >
                保存
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
