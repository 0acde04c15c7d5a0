// The document page of every claim type (费用报销单, 差旅费报销, 借款单, 还款单, 备用金, 往来报销单):
// ?id= opens a kept or server document, no id starts a new one. Header (单据编号, 状态, 申报人, 部门,
// 金额 with 大写), the form (editable while `allowed.edit`), the buttons `allowed` names, the flow chart
// (collapsed), the history and the voucher it generated. Every action is queued through the outbox,
// so the page works offline; an action the server refused shows here in red with its message.
import { Alert, Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import type { ClaimRow, ClaimView } from '../../../core/contracts/reimbursement';
import { missingInvoices } from '../../../core/reimbursement/invoice';
import { type DocumentType, documentTypeLabels } from '../../../core/reimbursement/types';
import { findRoute, parentOf } from '../../../core/routes';
import { type DepartmentRecord, useOnline, useReference } from '../../../local';
import {
  type ClaimAction,
  claimActionLabels,
  keepClaim,
  keptInvoiceHolders,
  queueClaimAction,
  queueClaimSave,
  settleRefusal,
} from '../../../local/claims';
import { AttachmentField } from '../../../ui/attachments';
import { GenerateVoucherDialog } from '../../../ui/claim-voucher/GenerateVoucherDialog';
import { openConfirmDialog } from '../../../ui/dialogs';
import { PageHeader } from '../../../ui/PageHeader';
import type { ScreenProps } from '../../../ui/screen-types';
import { useSession } from '../../../ui/services';
import { useGo } from '../../../ui/use-go';
import { ProcessFlow } from '../flow/ProcessFlow';
import {
  ClaimForm,
  emptyClaim,
  type ClaimDraft as FormDraft,
  filledRows,
  fromClaimView,
  toClaimSave,
} from '../form';
import { documentHref, flowChartPath, mineListOf } from '../screens';
import { type Decision, DecisionDialog } from './DecisionDialog';
import { DocumentHead } from './DocumentHead';
import { HistoryTable } from './HistoryTable';
import { allowedNow, type ClaimDraft, draftContent, localView } from './local-view';
import printStyles from './print.module.css';
import { printClaim } from './print-claim';
import { useClaimDocument } from './use-claim-document';
import { useClaimant } from './use-claimant';

/** The voucher entry screen opens a voucher from its id (the voucher shows its claim there). */
const voucherPath = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';
const voucherHref = (id: string) => `${voucherPath}?id=${encodeURIComponent(id)}`;

const today = () => new Date().toISOString().slice(0, 10);

/** The document as the 生成凭证 dialog takes it (the list row it is otherwise opened from). */
const claimRowOf = (view: ClaimView): ClaimRow => ({
  id: view.id,
  no: view.no,
  type: view.type,
  date: view.content.date,
  declarerName: view.declarerName,
  departmentName: view.departmentName,
  reason: view.content.reason,
  amount: view.figures.amount,
  status: view.status,
  positionLabel: view.positionLabel,
  version: view.version,
  updatedAt: view.updatedAt,
  voucherLabel: view.voucher?.label ?? null,
  awaitsMe: false,
});

export function ClaimDocumentPage({ type, route, search }: ScreenProps & { type: DocumentType }) {
  const go = useGo();
  const online = useOnline();
  const session = useSession();
  const departments = useReference<DepartmentRecord>('departments');
  const givenId = typeof search.id === 'string' && search.id !== '' ? search.id : null;
  // A new claim's id is made here, once: its offline save and the replay name the same document.
  const [newId] = useState(uuidV4);
  const id = givenId ?? newId;
  const doc = useClaimDocument(id, givenId !== null);
  const asked = typeof search.parentCurrent === 'string' ? Number(search.parentCurrent) : Number.NaN;
  const parentIndex = Number.isInteger(asked) && asked >= 0 ? asked : null;
  const parent = parentOf(route, search) ?? { title: '我的单据', url: mineListOf(type) };

  const name = session?.realName || session?.userName || '';
  const depname = session?.depname ?? '';
  const who = useMemo(() => ({ name, departmentName: depname }), [name, depname]);
  const base = doc.server;
  const shown = doc.draft?.view ?? base;

  // The form's value: the draft typed here, else the document's content, else a new claim. It starts
  // over when the document does (a new answer, a kept draft), unless the user is typing.
  const claimant = useClaimant();
  const [value, setValue] = useState<FormDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const startKey = shown
    ? `${shown.id}:${shown.version}:${shown.updatedAt}`
    : doc.ready && givenId === null && departments !== undefined && claimant.settled
      ? 'new'
      : null;
  const [startedFrom, setStartedFrom] = useState<string | null>(null);
  if (startKey !== null && startKey !== startedFrom && !dirty) {
    setStartedFrom(startKey);
    if (shown) setValue(fromClaimView(shown));
    else {
      // A new claim starts from the claimant's person (部门, 职级, default card), else the session's department.
      const person = claimant.person;
      const dept = departments?.find((d) => d.departmentName === depname) ?? departments?.[0];
      setValue(
        emptyClaim(type, {
          date: today(),
          departmentId: person?.departmentId ?? dept?.id ?? null,
          payee: claimant.card?.accountName ?? person?.name ?? name,
          payeeBank: claimant.card?.bankName ?? '',
          payeeAccount: claimant.card?.accountNo ?? '',
          grade: person?.grade ?? '其余人员',
        }),
      );
    }
  }

  const view = useMemo(
    () => (value && (dirty || !shown) ? localView(id, draftContent(value, base), base, who) : shown),
    [value, dirty, shown, base, id, who],
  );
  const allowed = view ? allowedNow(view, doc.queue, online) : null;
  const voucherPermission = findRoute(voucherPath)?.permission;
  const canOpenVoucher = !voucherPermission || (session?.readable.includes(voucherPermission) ?? false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [generating, setGenerating] = useState<ClaimRow[] | null>(null);
  const [flowOpen, setFlowOpen] = useState(false);

  const label = (action: ClaimAction) =>
    `${claimActionLabels[action]}${documentTypeLabels[type]} ${view?.no || '（新单据）'}`;
  const queued = (what: string) =>
    notifications.show({
      color: 'teal',
      message: online ? `${what}已提交，正在同步` : `${what}已记在本机，联网后自动提交`,
      autoClose: 3000,
    });

  /** Queues the save of what is typed; false when the form has errors (shown on the fields). */
  const save = async (): Promise<boolean> => {
    if (!value) return false;
    const checked = toClaimSave(value, id, base?.version ?? null, {
      loans: claimant.loans,
      held: await keptInvoiceHolders(),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      notifications.show({
        color: 'red',
        message: Object.values(checked.errors)[0] ?? '请检查填写的内容',
        autoClose: 5000,
      });
      return false;
    }
    setErrors({});
    const content = draftContent(value, base);
    const draft: ClaimDraft = { content, view: localView(id, content, base, who) };
    await queueClaimSave({
      body: { ...checked.save, id } as Record<string, unknown> & { id: string },
      knownVersion: base?.version ?? null,
      label: label('save'),
      draft,
    });
    setDirty(false);
    // A new claim's page now names its id, so a reload (or going back) opens the same document.
    if (givenId === null) go(documentHref(type, id, parentIndex), { replace: true });
    return true;
  };

  const act = async (
    action: Exclude<ClaimAction, 'save'>,
    extra: { remark?: string; reason?: string } = {},
  ) => {
    if (!view) return;
    await queueClaimAction({ action, documentId: id, version: view.version, label: label(action), ...extra });
    queued(claimActionLabels[action]);
  };

  const onSave = async () => {
    if (await save()) queued('保存');
  };
  const onSubmit = async () => {
    // 提交 needs an invoice (the server refuses it too): said here, before anything is queued.
    const noInvoice = value ? missingInvoices(type, filledRows(value).invoices) : null;
    if (noInvoice) {
      setErrors({ invoices: noInvoice });
      notifications.show({ color: 'red', message: noInvoice, autoClose: 5000 });
      return;
    }
    // 提交 of a changed or new claim saves it first: both queued, sent in that order.
    if ((dirty || !base) && !(await save())) return;
    await act('submit');
  };
  const confirmThen = async (action: 'withdrawal' | 'cancle' | 'delete', message: string) => {
    const yes = await openConfirmDialog({
      title: claimActionLabels[action],
      message,
      confirmLabel: claimActionLabels[action],
      tone: action === 'delete' ? 'error' : 'warning',
    });
    if (!yes) return;
    await act(action);
    if (action === 'delete') go(parent.url);
  };
  const refresh = async () => {
    const fresh = online ? await doc.refresh() : null;
    await settleRefusal(id, fresh);
    setDirty(false);
  };

  if (!view || !allowed || !value) {
    return (
      <Stack p="sm">
        <PageHeader title={route.title} />
        {doc.error ? (
          <Alert color="red">{doc.error}</Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {givenId && !online && doc.ready ? '离线：本机没有保存过这张单据，联网后可查看' : '正在读取…'}
          </Text>
        )}
      </Stack>
    );
  }

  const waiting = doc.queue.waiting;
  // The claimant's own loans (fresh, for editing), then those the document names that are not
  // theirs to list: an approver sees which loan is offset or repaid and what is owed on it.
  const loansShown = [
    ...claimant.loans,
    ...view.loans.filter((l) => !claimant.loans.some((m) => m.loanId === l.loanId)),
  ];
  return (
    <Stack gap="sm" p="sm" data-testid="claim-document">
      <PageHeader
        title={route.title}
        subtitle={documentTypeLabels[type]}
        actions={
          <Group gap="xs">
            {allowed.edit && (
              <Button size="xs" variant="default" onClick={() => void onSave()}>
                保存
              </Button>
            )}
            {allowed.submit && (
              <Button size="xs" onClick={() => void onSubmit()}>
                提交
              </Button>
            )}
            {allowed.withdraw && (
              <Button
                size="xs"
                variant="default"
                color="orange"
                onClick={() => void confirmThen('withdrawal', `撤回 ${view.no}？撤回后可修改再提交。`)}
              >
                撤回
              </Button>
            )}
            {allowed.approve && (
              <Button size="xs" color="teal" onClick={() => setDecision('approve')}>
                通过
              </Button>
            )}
            {allowed.reject && (
              <Button size="xs" color="red" variant="light" onClick={() => setDecision('reject')}>
                驳回
              </Button>
            )}
            {allowed.cancel && (
              <Button
                size="xs"
                variant="default"
                onClick={() => void confirmThen('cancle', `取消对 ${view.no} 的审批？`)}
              >
                取消审批
              </Button>
            )}
            {allowed.delete && (
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => void confirmThen('delete', `删除 ${view.no}？删除后不能恢复。`)}
              >
                删除
              </Button>
            )}
            {allowed.generateVoucher && !view.voucher && (
              <Button
                size="xs"
                color="teal"
                data-testid="claim-generate-voucher"
                onClick={() => setGenerating([claimRowOf(view)])}
              >
                生成凭证
              </Button>
            )}
            {view.version > 0 && (
              <Button size="xs" variant="default" onClick={printClaim}>
                打印
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              disabled={givenId === null}
              onClick={() =>
                go(`${flowChartPath}?id=${id}${parentIndex !== null ? `&parentCurrent=${parentIndex}` : ''}`)
              }
            >
              流程图
            </Button>
            <Button size="xs" variant="subtle" onClick={() => go(parent.url)}>
              返回
            </Button>
          </Group>
        }
      />
      {doc.queue.refused && (
        <Alert
          color="red"
          variant="light"
          data-notice-color="red"
          data-testid="claim-refused"
          title={`${doc.queue.refused.label}未成功`}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{doc.queue.refused.message}</Text>
            <Button size="xs" color="red" variant="light" onClick={() => void refresh()}>
              刷新
            </Button>
          </Group>
        </Alert>
      )}
      {!online && doc.savedAt !== null && givenId !== null && (
        <Text size="xs" c="orange" data-testid="claim-kept">
          当前离线，显示本机 {new Date(doc.savedAt).toLocaleString('zh-CN', { hour12: false })} 保存的单据
        </Text>
      )}
      <div className={printStyles.area} data-testid="claim-print-area">
        <DocumentHead
          view={view}
          waiting={waiting}
          onOpenVoucher={canOpenVoucher ? (voucherId) => go(voucherHref(voucherId)) : null}
        />
        <Paper withBorder p="sm" radius={4}>
          <ClaimForm
            type={type}
            value={value}
            readOnly={!allowed.edit}
            errors={errors}
            loans={loansShown}
            attachments={
              <AttachmentField
                dataId={id}
                attachmentsType="reimbursement"
                mode={allowed.edit ? 'edit' : 'view'}
                recordLabel={`${documentTypeLabels[type]} ${view.no || '（新单据）'}`}
              />
            }
            onChange={(next) => {
              setValue(next);
              setDirty(true);
            }}
          />
        </Paper>
        <Paper withBorder p="sm" radius={4}>
          <UnstyledButton onClick={() => setFlowOpen((o) => !o)} aria-expanded={flowOpen}>
            <Text size="sm" fw={600}>
              {flowOpen ? '▾' : '▸'} 审批流程
            </Text>
          </UnstyledButton>
          <Collapse expanded={flowOpen}>
            <ProcessFlow view={view} />
          </Collapse>
        </Paper>
        <Paper withBorder p="sm" radius={4}>
          <Text size="sm" fw={600} mb={6}>
            审批记录
          </Text>
          <HistoryTable view={view} />
        </Paper>
      </div>
      <GenerateVoucherDialog
        queue={generating}
        onClose={() => setGenerating(null)}
        onGenerated={(_row, generated) => {
          // The answer is the document linked to its voucher: kept, so the page shows the link at once.
          void keepClaim(generated).then(() => doc.refresh());
        }}
        onViewVoucher={(voucherId) => {
          setGenerating(null);
          if (canOpenVoucher) go(voucherHref(voucherId));
        }}
      />
      <DecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecide={async (d, text) => {
          if (d === 'approve') await act('approve', text ? { remark: text } : {});
          else await act('reject', { reason: text });
        }}
      />
    </Stack>
  );
}
