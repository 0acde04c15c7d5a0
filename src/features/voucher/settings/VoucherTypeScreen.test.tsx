// @vitest-environment jsdom
// 凭证类型设置: the cached types fill the editor; a preset and a save send the whole list.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { ErrorCode } from '../../../core/contracts/errors';
import { closeLocalDb, openLocalDb } from '../../../local';
import { toVoucherTypeRow } from '../../../local/voucher-types';
import { anyFormDirty } from '../../../pwa/dirty-forms';
import { AppProviders } from '../../../ui/providers';
import { expectRefusedOnce, renderWithBackend, writes } from '../../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../../ui/screen-types';
import { type ScreenServices, ServicesProvider } from '../../../ui/services';
import { VoucherTypeScreen } from './VoucherTypeScreen';

/** What the screen sent: the contract's path, the input and the options. */
const sent = vi.fn(async (_path: string, _body?: unknown, _options?: unknown) => ({}));
const call = (contract: { path: string }, input: unknown, options?: unknown) =>
  sent(contract.path, input, options);
const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;

beforeEach(async () => {
  sent.mockClear();
  const db = await openLocalDb('vt-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.voucherTypes.put(
    toVoucherTypeRow({ code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' }),
  );
});
afterEach(() => closeLocalDb());

function renderScreen() {
  const services = { api: { call } as unknown as ApiClient } as ScreenServices;
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <VoucherTypeScreen {...props} />
      </ServicesProvider>
    </AppProviders>,
  );
}

describe('凭证类型设置', () => {
  it('switches to 收/付/转 and saves the whole list', async () => {
    renderScreen();
    await screen.findByTestId('voucher-type-1');
    fireEvent.click(screen.getByRole('button', { name: '收付转凭证' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByTestId('voucher-type-4');
    expect((screen.getByLabelText('第1行凭证字') as HTMLInputElement).value).toBe('收');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const [path, body, options] = sent.mock.calls[0] as [
      string,
      { types: { code: string; enabled: boolean }[] },
      unknown,
    ];
    expect(path).toBe('/api/voucher/types/save');
    // The refusal is runWrite's dialog; the request layer stays quiet.
    expect(options).toEqual({ quiet: true });
    expect(body.types.map((t) => [t.code, t.enabled])).toEqual([
      ['收', true],
      ['付', true],
      ['转', true],
      ['记', false],
    ]);
  });

  it('refuses an empty code before sending', async () => {
    renderScreen();
    await screen.findByTestId('voucher-type-1');
    fireEvent.click(screen.getByRole('button', { name: '新增一行' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('第2行：凭证字不能为空');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the server refusal once, as a red notice, and keeps the edits', async () => {
    const message = '凭证类型「记」已有凭证，不能删除';
    const { calls, rec } = renderWithBackend(<VoucherTypeScreen {...props} />, (call) =>
      call.path === '/api/voucher/types/save'
        ? { refuse: { errorCode: ErrorCode.refused, message } }
        : undefined,
    );
    await screen.findByTestId('voucher-type-1');
    fireEvent.change(screen.getByLabelText('第1行名称'), { target: { value: '记账' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await expectRefusedOnce(rec, message);
    expect(writes(calls)).toHaveLength(1);
    expect((screen.getByLabelText('第1行名称') as HTMLInputElement).value).toBe('记账');
  });

  it('holds unsaved edits as a dirty form until 还原 or a save', async () => {
    renderScreen();
    await screen.findByTestId('voucher-type-1');
    expect(anyFormDirty()).toBe(false);
    fireEvent.change(screen.getByLabelText('第1行名称'), { target: { value: '记账' } });
    expect(anyFormDirty()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '还原' }));
    expect((screen.getByLabelText('第1行名称') as HTMLInputElement).value).toBe('记账凭证');
    expect(anyFormDirty()).toBe(false);
    fireEvent.change(screen.getByLabelText('第1行名称'), { target: { value: ' 记账 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(anyFormDirty()).toBe(false));
    expect((screen.getByLabelText('第1行名称') as HTMLInputElement).value).toBe('记账');
  });
});
