// @vitest-environment jsdom
// Spec 000 §5: a total of 1e15 or more cannot be written in 大写 and is refused with the alert
// 超出最大处理数字 — raised once as a dialog when the total crosses the limit, kept inline after.
import '../../../ui/dom-shims.test-util';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../ui/providers';
import { blankLine, type EntryLine } from '../../../ui/voucher/grid-model';
import { GridTotals } from './GridCells';

const line = (id: string, debit: string): EntryLine => ({ ...blankLine(id, 1), debit });
const table = (lines: EntryLine[]) => (
  <AppProviders env="test">
    <table>
      <GridTotals lines={lines} />
    </table>
  </AppProviders>
);

describe('合计 of the entry grid', () => {
  it('alerts 超出最大处理数字 once when the total reaches 1e15, and not for a total below it', async () => {
    const below = [line('a', '9999999999999.99'), line('b', '1')];
    const view = render(table(below));
    expect(screen.getByTestId('voucher-uppercase').textContent).toContain('人民币壹拾兆元零玖角玖分');
    expect(screen.queryByRole('dialog')).toBeNull();

    // 100 lines of 9,999,999,999,999.99 and one more: 1,000,000,000,000,000.00 and up.
    const over = [
      ...Array.from({ length: 100 }, (_, i) => line(`l${i}`, '9999999999999.99')),
      line('x', '1'),
    ];
    view.rerender(table(over));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('超出最大处理数字');
    expect(screen.getByTestId('voucher-uppercase').textContent).toContain('超出最大处理数字');

    // Still over after another keystroke: the same alert is not raised again.
    view.rerender(table([...over, line('y', '2')]));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  });
});
