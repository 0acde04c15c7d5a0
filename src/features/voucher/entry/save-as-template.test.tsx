// @vitest-environment jsdom
// 存为模板 asks for a name and sends the voucher's lines, a zero side left open for the preparer; a
// name the server refuses stays in the dialog.
import '../../../ui/dom-shims.test-util';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { ErrorCode } from '../../../core/contracts/errors';
import { AppProviders } from '../../../ui/providers';
import { backend, expectRefusedOnce, writes } from '../../../ui/screen-harness.test-util';
import { blankLine } from '../../../ui/voucher/grid-model';
import { saveAsTemplate } from './save-as-template';

/** A client whose contract calls land in `sent` as (path, input, options). */
const clientOf = (sent: (path: string, input: unknown, options?: unknown) => unknown) =>
  ({
    call: (contract: { path: string }, input: unknown, options?: unknown) =>
      sent(contract.path, input, options),
  }) as unknown as ApiClient;

describe('存为模板', () => {
  it('names the template and sends its lines', async () => {
    render(<AppProviders env="test">{null}</AppProviders>);
    const sent = vi.fn(async (_path: string, _body: unknown, _options?: unknown) => ({}));
    const lines = [
      { ...blankLine('a', 1), summary: '购买办公用品', code: '50501', debit: '1200.5' },
      { ...blankLine('b', 2), summary: '购买办公用品', code: '101', credit: '' },
      blankLine('c', 1),
    ];
    const saving = saveAsTemplate(clientOf(sent), lines);
    const form = await screen.findByRole('form', { name: '存为模板' });
    fireEvent.change(within(form).getByLabelText('模板名称'), { target: { value: ' 办公用品 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(saving).resolves.toBe(true);
    expect(sent).toHaveBeenCalledWith(
      '/api/voucher/templates/save',
      {
        name: '办公用品',
        entries: [
          expect.objectContaining({ code: '50501', debitAmount: '1200.50', creditAmount: '' }),
          expect.objectContaining({ code: '101', debitAmount: '', creditAmount: '' }),
        ],
      },
      { quiet: true },
    );
  });

  it('says there is nothing to save for an empty voucher', async () => {
    render(<AppProviders env="test">{null}</AppProviders>);
    const sent = vi.fn();
    const saving = saveAsTemplate(clientOf(sent), [blankLine('a', 1)]);
    await screen.findByText('没有可保存的分录');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(saving).resolves.toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks for a name before sending anything', async () => {
    render(<AppProviders env="test">{null}</AppProviders>);
    const sent = vi.fn(async () => ({}));
    const lines = [{ ...blankLine('a', 1), summary: '购买办公用品', code: '50501', debit: '10' }];
    void saveAsTemplate(clientOf(sent), lines);
    const form = await screen.findByRole('form', { name: '存为模板' });
    fireEvent.change(within(form).getByLabelText('模板名称'), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('模板名称不能为空');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the server refusal once, as a red notice, keeps the name, and resolves false on 取消', async () => {
    render(<AppProviders env="test">{null}</AppProviders>);
    const message = '凭证模板「办公用品」已存在';
    const { api, calls, rec } = backend((call) =>
      call.path === '/api/voucher/templates/save'
        ? { refuse: { errorCode: ErrorCode.refused, message } }
        : undefined,
    );
    const lines = [{ ...blankLine('a', 1), summary: '购买办公用品', code: '50501', debit: '10' }];
    const saving = saveAsTemplate(api, lines);
    const form = await screen.findByRole('form', { name: '存为模板' });
    fireEvent.change(within(form).getByLabelText('模板名称'), { target: { value: '办公用品' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expectRefusedOnce(rec, message);
    expect(writes(calls).map(([path]) => path)).toEqual(['/api/voucher/templates/save']);
    const kept = screen.getByRole('form', { name: '存为模板' });
    expect((within(kept).getByLabelText('模板名称') as HTMLInputElement).value).toBe('办公用品');
    fireEvent.click(within(kept).getByRole('button', { name: '取消' }));
    await expect(saving).resolves.toBe(false);
  });
});
