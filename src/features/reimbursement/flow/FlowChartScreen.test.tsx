// @vitest-environment jsdom
// 报销流程图: the document it draws (编号, 申报人, 金额), its steps with who acted, when and their
// remark, the 审批记录 below, 查看单据 back to the document and 返回 to the list it came from.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type Seen } from '../../../api/fake-server.test-util';
import { closeLocalDb, openLocalDb } from '../../../local';
import { claimId, claimView, type Rendered, renderScreen } from '../render.test-util';
import { documentPaths, flowChartPath } from '../screens';
import { FlowChartScreen } from './FlowChartScreen';

vi.setConfig({ testTimeout: 30_000 });

const base = claimView();
const submitted = base.history[0];
if (!submitted) throw new Error('fixture has a submit');
const view = claimView({
  stepIndex: 1,
  positionLabel: '审批中（财务复核）',
  approvals: [{ stepIndex: 0, stepKey: 'dept', userId: '9', at: '2026-11-03T01:00:00.000Z' }],
  history: [
    ...base.history,
    {
      ...submitted,
      action: 'approve',
      actorName: '王审批',
      stepKey: 'dept',
      stepName: '部门审核',
      at: '2026-11-03T01:00:00.000Z',
      comment: '情况属实，同意',
      from: { status: 'inApproval', stepIndex: 0 },
      to: { status: 'inApproval', stepIndex: 1 },
      version: 3,
    },
  ],
});
const server = (seen: Seen) => (seen.path === '/api/reimbursement/get' ? ok(view) : undefined);

let rendered: Rendered | undefined;
beforeEach(async () => {
  await openLocalDb('flow-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(async () => {
  rendered?.unmount();
  await rendered?.h.close();
  rendered = undefined;
  closeLocalDb();
});

describe('报销流程图', () => {
  it('draws the steps with who, when and the remark, and the history below', async () => {
    rendered = await renderScreen(FlowChartScreen, {
      path: flowChartPath,
      search: { id: claimId(1), parentCurrent: '3' },
      script: server,
    });
    const flow = await screen.findByTestId('process-flow');
    const done = within(flow).getByTitle('部门审核：已完成');
    expect(done.textContent).toContain('王审批');
    expect(done.textContent).toContain('意见：情况属实，同意');
    expect(within(flow).getByTitle('财务复核：当前').textContent).toContain('待 财务主管');
    const chart = screen.getByTestId('flow-chart');
    expect(within(chart).getByText('BX202611-0001')).toBeTruthy();
    expect(within(chart).getByText('1,234.50')).toBeTruthy();
    const history = screen.getByRole('table', { name: '审批记录' });
    expect(within(history).getByText('情况属实，同意')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看单据' }));
    await waitFor(() =>
      expect(rendered?.href()).toBe(`${documentPaths.expense}?id=${claimId(1)}&parentCurrent=3`),
    );
  });

  it('goes back to the list it was opened from (parentCurrent)', async () => {
    rendered = await renderScreen(FlowChartScreen, {
      path: flowChartPath,
      search: { id: claimId(1), parentCurrent: '3' },
      script: server,
    });
    fireEvent.click(await screen.findByRole('button', { name: '返回报销审批' }));
    await waitFor(() =>
      expect(rendered?.href()).toBe('/final/reimbursement/expenseReimbursement/reimbursement-approval'),
    );
  });
});
