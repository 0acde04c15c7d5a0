// @vitest-environment jsdom
// RowActions: only the actions given, the toggle labelled by the row's state, blocks with reasons.
import './dom-shims.test-util';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { RowActions, type RowActionsProps } from './RowActions';

const show = (props: RowActionsProps) =>
  render(
    <AppProviders env="test">
      <RowActions {...props} />
    </AppProviders>,
  );

const names = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('RowActions', () => {
  it('shows the actions given, 停用 for an enabled row, and runs them', () => {
    const onEdit = vi.fn();
    const onToggle = vi.fn();
    show({ onEdit, onToggle, enabled: true });
    expect(names()).toEqual(['编辑', '停用']);
    fireEvent.click(screen.getByRole('button', { name: '停用' }));
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('offers 启用 for a disabled row, after the extra actions', () => {
    show({
      onToggle: vi.fn(),
      enabled: false,
      onDelete: vi.fn(),
      children: <button type="button">新增下级</button>,
    });
    expect(names()).toEqual(['新增下级', '启用', '删除']);
  });

  it('greys every action when blocked, saying why on hover', () => {
    show({ onEdit: vi.fn(), onDelete: vi.fn(), disabled: '当前处于离线状态' });
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('title')).toBe('当前处于离线状态');
    }
  });

  it('greys one action on its own', () => {
    show({ onEdit: vi.fn(), onDelete: vi.fn(), disabled: { delete: '内置类型不能删除' } });
    expect(screen.getByRole('button', { name: '编辑' })).toHaveProperty('disabled', false);
    const remove = screen.getByRole('button', { name: '删除' });
    expect(remove).toHaveProperty('disabled', true);
    expect(remove.getAttribute('title')).toBe('内置类型不能删除');
  });
});
