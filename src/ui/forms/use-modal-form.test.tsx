// @vitest-environment jsdom
// useModalForm: starts from what is edited at each opening, tracks unsaved input, shows the first
// failed rule instead of saving, saves once however often 保存 is pressed, keeps the input on failure.
import '../dom-shims.test-util';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { anyFormDirty } from '../../pwa/dirty-forms';
import { AppProviders } from '../providers';
import { useModalForm } from './use-modal-form';

interface Values {
  name: string;
}

function Harness(props: {
  edited: Values;
  submit: (v: Values) => Promise<void>;
  validate?: (v: Values) => string | null;
}) {
  const [opened, setOpened] = useState(true);
  const form = useModalForm<Values>({
    id: 'test-form',
    opened,
    initial: () => props.edited,
    submit: props.submit,
    onClose: () => setOpened(false),
    ...(props.validate ? { validate: props.validate } : {}),
  });
  return (
    <div>
      <span data-testid="state">{opened ? 'open' : 'closed'}</span>
      <button type="button" onClick={() => setOpened(true)}>
        reopen
      </button>
      <form onSubmit={form.onSubmit} aria-label="表单">
        <input
          aria-label="名称"
          value={form.values.name}
          onChange={(e) => form.set('name', e.currentTarget.value)}
        />
        <span data-testid="dirty">{String(form.dirty)}</span>
        <button type="submit" disabled={form.busy}>
          保存
        </button>
      </form>
    </div>
  );
}

const show = (props: Parameters<typeof Harness>[0]) =>
  render(
    <AppProviders env="test">
      <Harness {...props} />
    </AppProviders>,
  );

const type = (value: string) => fireEvent.change(screen.getByLabelText('名称'), { target: { value } });

describe('useModalForm', () => {
  it('marks typed input dirty, and clean again when it matches what was edited', () => {
    show({ edited: { name: '办公室' }, submit: vi.fn() });
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    type('工会办公室');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    expect(anyFormDirty()).toBe(true);
    type('办公室');
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    expect(anyFormDirty()).toBe(false);
  });

  it('shows the first failed rule and does not save', async () => {
    const submit = vi.fn(async () => {});
    show({ edited: { name: '' }, submit, validate: (v) => (v.name ? null : '请输入名称') });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('请输入名称');
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('open');
  });

  it('saves once however often 保存 is pressed, then closes; reopening starts from what is edited', async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    show({ edited: { name: '财务部' }, submit });
    type('财务科');
    const save = screen.getByRole('button', { name: '保存' });
    fireEvent.submit(screen.getByRole('form', { name: '表单' }));
    fireEvent.submit(screen.getByRole('form', { name: '表单' }));
    await act(async () => finish());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ name: '财务科' });
    expect(save).toBeTruthy();
    expect(anyFormDirty()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    await waitFor(() => expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('财务部'));
  });

  it('keeps the input and stays open when the save fails, with the reason', async () => {
    const submit = vi.fn(async () => {
      throw new Error('部门编码已存在：01');
    });
    show({ edited: { name: '' }, submit });
    type('办公室');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('部门编码已存在：01');
    expect(screen.getByText('保存失败')).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('办公室');
  });
});
