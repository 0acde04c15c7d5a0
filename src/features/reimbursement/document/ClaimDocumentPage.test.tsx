// @vitest-environment jsdom
// The document page: its buttons are the ones `allowed` names; 驳回 needs a reason (nothing is queued
// without one); an offline approval the server refused shows in red with the server's message and
// 刷新 (which reads the document again and clears the refusal).
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type Seen } from '../../../api/fake-server.test-util';
import type { ClaimView } from '../../../core/contracts/reimbursement';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../../local';
import { claimKind, queueClaimAction } from '../../../local/claims';
import { toDepartmentRow } from '../../../local/departments';
import { toSubjectRow } from '../../../local/subjects';
import type { ScreenProps } from '../../../ui/screen-types';
import { claimId, claimView, type Rendered, renderScreen, setOnline } from '../render.test-util';
import { documentPaths } from '../screens';
import { ClaimDocumentPage } from './ClaimDocumentPage';

vi.setConfig({ testTimeout: 30_000 });

const Page = (props: ScreenProps) => <ClaimDocumentPage {...props} type="expense" />;
const LoanPage = (props: ScreenProps) => <ClaimDocumentPage {...props} type="loan" />;
const path = documentPaths.expense;

let db: LocalDb;
let rendered: Rendered | undefined;
beforeEach(async () => {
  db = await openLocalDb('claims-doc-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  // What a new claim starts from offline: the cached departments and chart (a 5xx leaf to claim under).
  await db.departments.bulkPut([
    toDepartmentRow({
      id: 11,
      departmentCode: '01',
      departmentName: '办公室',
      parentCode: null,
      enabled: true,
      version: 1,
    }),
  ]);
  await db.subjects.bulkPut([
    toSubjectRow({
      id: 501,
      code: '50101',
      codeName: '职工教育费',
      codeFullName: '职工活动支出-职工教育费',
      balanceDirection: 1,
      parentCode: '501',
      level: 2,
      category: '支出',
      hasChild: false,
      isLeaf: true,
      hasAuxi: false,
      auxTypes: [],
      enabled: true,
      deptAccounting: false,
      isStandard: true,
    }),
  ]);
});
afterEach(async () => {
  setOnline(true);
  rendered?.unmount();
  await rendered?.h.close();
  rendered = undefined;
  closeLocalDb();
});

/** The claimant's person and loans (a new claim's defaults and 冲借款) and the claim's files, read by every page. */
function claimant(seen: Seen) {
  if (seen.path === '/api/personnel/me') return ok({ person: null, cards: [] });
  if (seen.path === '/api/reimbursement/loans') return ok([]);
  if (seen.path === '/api/fileRelation/getAttachmentsList') {
    return ok({
      originalFile: [],
      supportingFile: [],
      originalFileAttachments: [],
      supportingFileAttachments: [],
    });
  }
  return undefined;
}

function serving(current: () => ClaimView) {
  return (seen: Seen) => (seen.path === '/api/reimbursement/get' ? ok(current()) : claimant(seen));
}

const open = (view: ClaimView) =>
  renderScreen(Page, { path, search: { id: view.id, parentCurrent: '1' }, script: serving(() => view) });

const buttons = () =>
  ['保存', '提交', '撤回', '通过', '驳回', '取消审批', '删除'].filter(
    (name) => screen.queryByRole('button', { name }) !== null,
  );

describe('claim document page', () => {
  it('shows the header and only the buttons allowed', async () => {
    rendered = await open(claimView());
    await screen.findByText('BX202611-0001');
    expect(screen.getByText('壹仟贰佰叁拾肆元伍角')).toBeTruthy();
    expect(within(screen.getByTestId('claim-head')).getByText('1,234.50')).toBeTruthy();
    expect(buttons()).toEqual(['通过', '驳回']);
    const history = screen.getByRole('table', { name: '审批记录' });
    expect(within(history).getByText('审批中（部门审核）')).toBeTruthy();
    rendered.unmount();
    await rendered.h.close();

    const mine = claimView({
      id: claimId(2),
      no: 'BX202611-0002',
      status: 'draft',
      positionLabel: '草稿',
      allowed: {
        ...claimView().allowed,
        approve: false,
        reject: false,
        edit: true,
        submit: true,
        delete: true,
      },
    });
    rendered = await open(mine);
    await screen.findByText('BX202611-0002');
    expect(buttons()).toEqual(['保存', '提交', '删除']);
  });

  it('shows the approver the loan a claim offsets (not theirs to list) with what is still owed', async () => {
    const loanId = claimId(9);
    const base = claimView();
    const view = claimView({
      content: { ...base.content, offsets: [{ loanId, amount: '300.00' as never }] },
      loans: [
        {
          loanId,
          no: 'JK202611-0003',
          borrowerId: '7',
          borrowerName: '李四',
          departmentName: '办公室',
          date: '2026-11-01',
          dueDate: '2026-12-31',
          reason: '出差预借',
          amount: '1000.00' as never,
          offset: '300.00' as never,
          repaid: '0.00' as never,
          outstanding: '700.00' as never,
          status: 'open',
        },
      ],
    });
    rendered = await open(view);
    const offsets = await screen.findByRole('table', { name: '冲借款' });
    const picked = within(offsets).getByLabelText('第1行借款单') as HTMLSelectElement;
    expect(picked.value).toBe(loanId);
    expect(picked.selectedOptions[0]?.textContent).toBe('JK202611-0003 出差预借');
    expect(within(offsets).getByText('2026-12-31')).toBeTruthy();
    expect(within(offsets).getByText('700.00')).toBeTruthy();
  });

  it("shows a paid-out loan's 已冲借款, 已还款 and 借款余额, overdue marked", async () => {
    const base = claimView();
    const loan = claimView({
      type: 'loan',
      no: 'JK202611-0001',
      status: 'approved',
      positionLabel: '已通过',
      content: {
        ...base.content,
        type: 'loan',
        lines: [],
        enteredAmount: '1000.00' as never,
        loanDueDate: '2026-11-10',
      },
      loans: [
        {
          loanId: base.id,
          no: 'JK202611-0001',
          borrowerId: '7',
          borrowerName: '李四',
          departmentName: '办公室',
          date: '2026-11-01',
          dueDate: '2026-11-10',
          reason: '出差预借',
          amount: '1000.00' as never,
          offset: '300.00' as never,
          repaid: '200.00' as never,
          outstanding: '500.00' as never,
          status: 'overdue',
        },
      ],
      allowed: { ...base.allowed, approve: false, reject: false },
    });
    rendered = await renderScreen(LoanPage, {
      path: documentPaths.loan,
      search: { id: loan.id, parentCurrent: '0' },
      script: serving(() => loan),
    });
    const head = await screen.findByTestId('claim-head');
    await within(head).findByText('JK202611-0001');
    expect(within(head).getByText('300.00')).toBeTruthy();
    expect(within(head).getByText('200.00')).toBeTruthy();
    expect(within(head).getByTestId('loan-balance').textContent).toBe('500.00');
    expect(within(head).getByText('已逾期')).toBeTruthy();
  });

  it('refuses 驳回 without a reason, then queues it with the reason and the version seen', async () => {
    rendered = await open(claimView());
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await screen.findByText('请填写驳回理由');
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(within(dialog).getByLabelText(/驳回理由/), { target: { value: '发票不全' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: claimKind,
      path: '/api/reimbursement/reject',
      body: { documentId: claimId(1), version: 2, reason: '发票不全' },
    });
    // While it waits, no other action is offered.
    await screen.findByText(/待同步：驳回/);
    expect(buttons()).toEqual([]);
  });

  it('shows a refused offline approval in red with the message, and 刷新 reads the document again', async () => {
    let current = claimView();
    rendered = await renderScreen(Page, { path, search: { id: current.id }, script: serving(() => current) });
    await screen.findByText('BX202611-0001');
    const entry = await queueClaimAction(
      { action: 'approve', documentId: current.id, version: 2, label: '审批通过 BX202611-0001' },
      db,
    );
    await db.outbox.update(entry.seq, {
      state: 'failed',
      error: { code: 4002, message: '单据已被撤回，请刷新后查看', status: 400 },
    });
    const notice = await screen.findByTestId('claim-refused');
    expect(notice.getAttribute('data-notice-color')).toBe('red');
    expect(within(notice).getByText('单据已被撤回，请刷新后查看')).toBeTruthy();
    expect(buttons()).toEqual([]);

    current = claimView({
      status: 'withdrawn',
      positionLabel: '已撤回',
      version: 3,
      allowed: { ...current.allowed, approve: false, reject: false },
    });
    fireEvent.click(within(notice).getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(screen.queryByTestId('claim-refused')).toBeNull());
    await screen.findAllByText('已撤回');
    expect(await db.outbox.count()).toBe(0);
  });

  it('drafts and submits a new claim offline: save then submit queued, the page names its id', async () => {
    setOnline(false);
    rendered = await renderScreen(Page, { path, search: { parentCurrent: '0' }, script: claimant });
    fireEvent.change(await screen.findByLabelText('事由'), { target: { value: '购买打印纸' } });
    const subject = screen.getByLabelText('第1行支出科目');
    subject.focus();
    fireEvent.change(subject, { target: { value: '50101' } });
    // The cached chart offers the subject (read from this device's database, not the network).
    await waitFor(() =>
      expect(within(screen.getByRole('listbox', { name: '匹配的科目' })).getAllByRole('option')).toHaveLength(
        1,
      ),
    );
    fireEvent.keyDown(subject, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('第1行金额'), { target: { value: '86.5' } });
    // 提交 needs an invoice: refused here first, nothing queued.
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('请至少录入一张发票（发票代码、号码、金额、开票日期）后再提交').length,
      ).toBeGreaterThan(0),
    );
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '添加发票' }));
    fireEvent.change(screen.getByLabelText('第1张发票代码'), { target: { value: '011002300111' } });
    fireEvent.change(screen.getByLabelText('第1张发票号码'), { target: { value: '00012345' } });
    fireEvent.change(screen.getByLabelText('第1张发票金额'), { target: { value: '86.5' } });
    fireEvent.change(screen.getByLabelText('第1张发票开票日期'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.path)).toEqual(['/api/reimbursement/save', '/api/reimbursement/submit']);
    const id = (entries[0]?.body as { id?: string } | undefined)?.id;
    expect(entries[0]?.body).toMatchObject({
      reason: '购买打印纸',
      type: 'expense',
      departmentId: 11,
      lines: [{ subjectCode: '50101', amount: '86.50' }],
      invoices: [{ invoiceCode: '011002300111', invoiceNo: '00012345', invoiceAmount: '86.50' }],
    });
    expect(entries[1]?.body).toMatchObject({ documentId: id });
    await waitFor(() => expect(rendered?.href()).toContain(`id=${id}`));
    expect(rendered.href()).toContain('parentCurrent=0');
    expect(rendered.h.fake.seen.filter((s) => s.path.startsWith('/api/reimbursement'))).toEqual([]);
  });

  it('does not ask the server for a claim drafted here whose save has not gone out', async () => {
    setOnline(false);
    rendered = await renderScreen(Page, { path, script: claimant });
    fireEvent.change(await screen.findByLabelText('事由'), { target: { value: '购买打印纸' } });
    const subject = screen.getByLabelText('第1行支出科目');
    subject.focus();
    fireEvent.change(subject, { target: { value: '50101' } });
    await waitFor(() =>
      expect(within(screen.getByRole('listbox', { name: '匹配的科目' })).getAllByRole('option')).toHaveLength(
        1,
      ),
    );
    fireEvent.keyDown(subject, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('第1行金额'), { target: { value: '86.5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [saved] = await db.outbox.toArray();
    const id = (saved?.body as { id?: string } | undefined)?.id ?? '';
    expect(id).not.toBe('');
    rendered.unmount();
    await rendered.h.close();

    // The page reopened on its id, online, before the outbox has sent the save.
    setOnline(true);
    rendered = await renderScreen(Page, { path, search: { id }, script: claimant });
    await screen.findByText(/待同步：保存/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rendered.h.fake.seen.filter((s) => s.path === '/api/reimbursement/get')).toEqual([]);
  });

  it('a new claim without a reason is refused on the field and nothing is queued', async () => {
    setOnline(false);
    rendered = await renderScreen(Page, { path, script: claimant });
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    await screen.findAllByText('事由不能为空');
    expect(await db.outbox.count()).toBe(0);
  });
});
