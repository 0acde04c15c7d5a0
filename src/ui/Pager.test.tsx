// @vitest-environment jsdom
import './dom-shims.test-util';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';
import { AppProviders } from './providers';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onPage = vi.fn();
  const onPageSize = vi.fn();
  render(
    <AppProviders env="test">
      <Pager page={2} pageSize={20} total={45} onPage={onPage} onPageSize={onPageSize} {...props} />
    </AppProviders>,
  );
  return { onPage, onPageSize };
}

describe('pager', () => {
  it('shows the total and the last page when the total is known', () => {
    const { onPage } = renderPager();
    expect(screen.getByTestId('pager-total').textContent).toBe('共 45 条');
    expect(screen.getByTestId('pager-page').textContent).toBe('第 2 / 3 页');
    fireEvent.click(button('下一页'));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('without a total, offers the pages canGo allows and names no last page', () => {
    const { onPage, onPageSize } = renderPager({ total: null, canGo: (p) => p <= 3 });
    expect(screen.queryByTestId('pager-total')).toBeNull();
    expect(screen.getByTestId('pager-page').textContent).toBe('第 2 页');
    expect(button('下一页').disabled).toBe(false);
    fireEvent.click(button('下一页'));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '40' } });
    expect(onPageSize).toHaveBeenCalledWith(40);
  });

  it('without a total, stops where canGo stops', () => {
    renderPager({ total: null, page: 3, canGo: (p) => p <= 3 });
    expect(button('下一页').disabled).toBe(true);
    expect(button('上一页').disabled).toBe(false);
  });
});
