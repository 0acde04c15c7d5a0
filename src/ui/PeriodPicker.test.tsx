// @vitest-environment jsdom
import './dom-shims.test-util';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountingDateInput } from './AccountingDateInput';
import { PeriodPicker } from './PeriodPicker';

function renderPicker(onChange = vi.fn()) {
  render(
    <MantineProvider env="test">
      <PeriodPicker value={{ year: 2024, month: 3 }} onChange={onChange} beginYear={2023} endYear={2024} />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '会计期间' }));
  return onChange;
}

describe('PeriodPicker', () => {
  it('shows the period and opens on its year', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: '会计期间' }).textContent).toBe('2024年03期');
    expect(screen.getByTestId('period-year').textContent).toBe('2024年');
  });

  it('does nothing when the month already selected is chosen again', () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByText('3月'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('5月'));
    expect(onChange).toHaveBeenCalledWith({ year: 2024, month: 5 });
  });

  it('keeps year navigation inside the bounds', () => {
    const onChange = renderPicker();
    const next = screen.getByRole('button', { name: '下一年' });
    const prev = screen.getByRole('button', { name: '上一年' });
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(prev);
    expect(screen.getByTestId('period-year').textContent).toBe('2023年');
    expect(prev).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByText('3月'));
    expect(onChange).toHaveBeenCalledWith({ year: 2023, month: 3 });
  });
});

describe('AccountingDateInput', () => {
  it('disables the 2021 days shown before January 2022, not the 2022 ones', () => {
    render(
      <MantineProvider env="test">
        <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
          <AccountingDateInput aria-label="凭证日期" defaultValue="2022-01-05" />
        </DatesProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByLabelText('凭证日期'));
    const days = screen.getAllByRole('button').filter((b) => /^\d{1,2}$/.test(b.textContent ?? ''));
    // The grid opens on 2021-12-27 (weeks start on Monday): the days before the first "1" are 2021's.
    const firstOfJanuary = days.findIndex((b) => b.textContent === '1');
    const december = days.slice(0, firstOfJanuary);
    expect(december.map((b) => b.textContent)).toEqual(['27', '28', '29', '30', '31']);
    for (const day of december) expect(day.hasAttribute('data-disabled')).toBe(true);
    for (const day of days.slice(firstOfJanuary, firstOfJanuary + 31))
      expect(day.hasAttribute('data-disabled')).toBe(false);
  });
});
