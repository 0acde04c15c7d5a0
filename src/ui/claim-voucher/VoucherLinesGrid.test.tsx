// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { testSubjects } from '../../ui/pickers/fixtures.test-util';
import { AppProviders } from '../../ui/providers';
import { VoucherLinesGrid } from './VoucherLinesGrid';
import { type EditLine, emptyLine } from './voucher-lines';

function Harness({ start }: { start: EditLine[] }) {
  const [lines, setLines] = useState(start);
  const n = useRef(100);
  return (
    <AppProviders env="test">
      <VoucherLinesGrid
        lines={lines}
        onChange={setLines}
        subjects={testSubjects}
        makeKey={() => `k${++n.current}`}
      />
    </AppProviders>
  );
}

const two = (): EditLine[] => [
  { ...emptyLine('a', '培训费'), code: '50501', previewCode: '50501', debit: '100.00' },
  { ...emptyLine('b', '培训费'), code: '10201', previewCode: '10201', credit: '100.00' },
];

describe('生成凭证 entry grid', () => {
  it('moves with Enter down a column and Tab along the row, and adds a line after the last cell', () => {
    render(<Harness start={two()} />);
    const summary1 = screen.getByLabelText('第1行摘要');
    summary1.focus();
    fireEvent.keyDown(summary1, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('第2行摘要'));

    const credit1 = screen.getByLabelText('第1行贷方金额');
    credit1.focus();
    fireEvent.keyDown(credit1, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('第2行摘要'));

    const credit2 = screen.getByLabelText('第2行贷方金额');
    credit2.focus();
    fireEvent.keyDown(credit2, { key: 'Tab' });
    const summary3 = screen.getByLabelText('第3行摘要') as HTMLInputElement;
    expect(document.activeElement).toBe(summary3);
    // The new line starts with the summary above it, as the voucher forms do.
    expect(summary3.value).toBe('培训费');
  });

  it('keeps one side of a line: typing a credit empties its debit, and the totals follow', () => {
    render(<Harness start={two()} />);
    expect(screen.getByTestId('total-debit').textContent).toBe('100.00');
    const credit1 = screen.getByLabelText('第1行贷方金额');
    fireEvent.focus(credit1);
    fireEvent.change(credit1, { target: { value: '40' } });
    expect((screen.getByLabelText('第1行借方金额') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('total-debit').textContent).toBe('0.00');
    expect(screen.getByTestId('total-credit').textContent).toBe('140.00');
    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    expect(screen.queryByLabelText('第2行摘要')).toBeNull();
    expect(screen.getByTestId('total-credit').textContent).toBe('100.00');
  });
});
