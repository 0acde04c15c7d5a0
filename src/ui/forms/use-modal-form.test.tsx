// @vitest-environment jsdom
// useModalForm: starts from what is edited at each opening, tracks unsaved input, shows the first
// failed rule instead of saving, saves once however often 保存 is pressed, keeps the input on failure.
import '../dom-shims.test-util';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { anyFormDirty } from '../../pwa/dirty-forms';
import { AppProviders } from '../providers';
import { sameData, useModalForm } from './use-modal-form';

interface Values {
  name: string;
}

function Harness(props: {
  edited: Values;
  // biome-ignore lint/suspicious/noConfusingVoidType: the hook's own submit type.
  submit: (v: Values) => Promise<void | false>;
  validate?: (v: Values) => string | null;
  /** A value that arrives after the opening (a code the server proposes). */
  proposed?: string;
  /** Hears the values the form's own effects see when it opens. */
  onOpenedWith?: (name: string) => void;
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
  const { onOpenedWith } = props;
  const name = form.values.name;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening is heard, with what it shows.
  useEffect(() => {
    if (opened) onOpenedWith?.(name);
  }, [opened]);
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
        <button type="button" onClick={() => form.update({ name: '工会办公室' })}>
          fill
        </button>
        {props.proposed !== undefined && (
          <button
            type="button"
            onClick={() =>
              form.adopt((values, start) =>
                values.name === start.name ? { name: props.proposed ?? '' } : {},
              )
            }
          >
            propose
          </button>
        )}
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

  it('stays open with the input when the save resolves false (the user was told already)', async () => {
    const submit = vi.fn(async () => false as const);
    show({ edited: { name: '' }, submit });
    type('办公室');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('办公室');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    expect(screen.queryByText('保存失败')).toBeNull();
  });

  it('takes an adopted value as part of the start: not dirty, and typed input is not overwritten', () => {
    show({ edited: { name: '' }, submit: vi.fn(), proposed: '0101' });
    fireEvent.click(screen.getByRole('button', { name: 'propose' }));
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('0101');
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    type('0102');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'propose' }));
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('0102');
    type('0101');
    expect(screen.getByTestId('dirty').textContent).toBe('false');
  });
});

describe('useModalForm.update', () => {
  it('takes several fields at once as typed input', () => {
    show({ edited: { name: '办公室' }, submit: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'fill' }));
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('工会办公室');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
  });
});

describe('useModalForm at reopening', () => {
  it("shows what is edited from the opening render on, never the last opening's input", async () => {
    const seen: string[] = [];
    show({ edited: { name: '财务部' }, submit: vi.fn(async () => {}), onOpenedWith: (n) => seen.push(n) });
    type('财务科');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(seen).toEqual(['财务部', '财务部']);
  });
});

describe('sameData', () => {
  it('compares plain data by content', () => {
    expect(sameData({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameData({ a: null }, { a: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
  });
});
