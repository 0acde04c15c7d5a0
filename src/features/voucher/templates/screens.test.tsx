// @vitest-environment jsdom
// 常用摘要 and 快捷凭证模板 read the local cache and send their changes to the server.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { ErrorCode } from '../../../core/contracts/errors';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../../local';
import { toSummaryRow, toTemplateRow } from '../../../local/voucher-templates';
import { AppProviders } from '../../../ui/providers';
import { expectRefusedOnce, renderWithBackend, writes } from '../../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../../ui/screen-types';
import { type ScreenServices, ServicesProvider } from '../../../ui/services';
import { SummaryScreen } from './SummaryScreen';
import { TemplateScreen } from './TemplateScreen';

let db: LocalDb;
/** What the screen sent: the contract's path, the input and the options. */
const sent = vi.fn(async (_path: string, _body?: unknown, _options?: unknown) => ({}));
const call = (contract: { path: string }, input: unknown, options?: unknown) =>
  sent(contract.path, input, options);

beforeEach(async () => {
  sent.mockClear();
  db = await openLocalDb('tpl-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.summaries.bulkPut([
    toSummaryRow({ id: 1, text: '提取备用金', sort: 2, version: 1 }),
    toSummaryRow({ id: 2, text: '支付电费', sort: 1, version: 3 }),
  ]);
  await db.templates.put(
    toTemplateRow({
      id: 7,
      name: '办公用品',
      version: 2,
      updatedAt: '2026-11-20T08:30:00.000Z',
      entries: [
        {
          summary: '购买办公用品',
          code: '5010101',
          auxis: [],
          departmentCode: null,
          debitAmount: '1200.50',
          creditAmount: '',
        },
        {
          summary: '购买办公用品',
          code: '101',
          auxis: [],
          departmentCode: null,
          debitAmount: '',
          creditAmount: '',
        },
      ],
    }),
  );
});
afterEach(() => {
  setOnline(true);
  return closeLocalDb();
});

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;

function renderWith(node: React.ReactNode) {
  const services = { api: { call } as unknown as ApiClient } as ScreenServices;
  return render(
    <AppProviders env="test">
      <ServicesProvider services={services}>{node}</ServicesProvider>
    </AppProviders>,
  );
}

describe('常用摘要', () => {
  it('lists the cached summaries by sort order and adds one', async () => {
    renderWith(<SummaryScreen {...props} />);
    await screen.findByTestId('summary-2');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      '支付电费',
      '提取备用金',
    ]);

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增常用摘要' });
    fireEvent.change(within(form).getByLabelText('摘要'), { target: { value: '报销差旅费' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        '/api/voucher/summaries/save',
        { text: '报销差旅费', sort: 3 },
        { quiet: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('edits with the version it read, and deletes after confirmation', async () => {
    renderWith(<SummaryScreen {...props} />);
    const row = await screen.findByTestId('summary-2');
    fireEvent.click(within(row).getByRole('button', { name: '修改' }));
    const form = await screen.findByRole('form', { name: '修改常用摘要' });
    fireEvent.change(within(form).getByLabelText('摘要'), { target: { value: '支付水电费' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        '/api/voucher/summaries/save',
        { id: 2, version: 3, text: '支付水电费', sort: 1 },
        { quiet: true },
      ),
    );

    fireEvent.click(within(screen.getByTestId('summary-1')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('确定删除常用摘要「提取备用金」吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith('/api/voucher/summaries/delete', { ids: [1] }, { quiet: true }),
    );
  });
});

describe('快捷凭证模板', () => {
  it('shows the chosen template with formatted amounts, and renames it', async () => {
    renderWith(<TemplateScreen {...props} />);
    const table = await screen.findByRole('table', { name: '模板分录' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('1,200.50');
    expect(within(screen.getByRole('listbox')).getByRole('option').textContent).toContain('2 行');

    fireEvent.click(screen.getByRole('button', { name: '重命名' }));
    fireEvent.change(screen.getByLabelText('模板名称'), { target: { value: '办公用品采购' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        '/api/voucher/templates/save',
        expect.objectContaining({ id: 7, version: 2, name: '办公用品采购' }),
        { quiet: true },
      ),
    );
  });
});

describe('refusals', () => {
  it('shows the server refusal of a summary save once, in a dialog, and keeps the form', async () => {
    const { calls, rec } = renderWithBackend(<SummaryScreen {...props} />, (call) =>
      call.path === '/api/voucher/summaries/save'
        ? { refuse: { errorCode: ErrorCode.refused, message: '常用摘要「支付电费」已存在' } }
        : undefined,
    );
    await screen.findByTestId('summary-2');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增常用摘要' });
    fireEvent.change(within(form).getByLabelText('摘要'), { target: { value: '支付电费' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    const dialog = await expectRefusedOnce(rec, '常用摘要「支付电费」已存在');
    expect(writes(calls)).toEqual([['/api/voucher/summaries/save', { text: '支付电费', sort: 3 }]]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('form', { name: '新增常用摘要' })).toBeTruthy();
  });

  it('shows the server refusal of a template delete once, in a dialog', async () => {
    const { rec } = renderWithBackend(<TemplateScreen {...props} />, (call) =>
      call.path === '/api/voucher/templates/delete'
        ? { refuse: { errorCode: ErrorCode.refused, message: '凭证模板已被删除' } }
        : undefined,
    );
    await screen.findByRole('table', { name: '模板分录' });
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '删除凭证模板' });
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await expectRefusedOnce(rec, '凭证模板已被删除');
  });

  it('refuses to save offline, saying why, and sends nothing', async () => {
    const { calls } = renderWithBackend(<TemplateScreen {...props} />, () => undefined);
    await screen.findByRole('table', { name: '模板分录' });
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: '重命名' }));
    fireEvent.change(screen.getByLabelText('模板名称'), { target: { value: '办公用品采购' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog.textContent).toContain('当前处于离线状态，不能重命名凭证模板；请联网后重试。');
    expect(writes(calls)).toEqual([]);
  });
});
