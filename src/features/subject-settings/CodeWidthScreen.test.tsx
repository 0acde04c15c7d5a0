// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/contracts/errors';
import { chartAnswer, chartRows } from '../../ui/chart-fixtures.test-util';
import {
  expectRefusedOnce,
  type FakeCall,
  renderWithBackend,
  screenProps,
  writes,
} from '../../ui/screen-harness.test-util';
import { CodeWidthScreen } from './CodeWidthScreen';

const view = (codeWidths: string, locked = false) => {
  const widths = codeWidths.split('-').map(Number);
  let total = 0;
  return { codeWidths, widths, levelLengths: widths.map((w) => (total += w)), locked };
};

function render(options: { locked?: boolean; refuse?: string } = {}) {
  let current = view('3-2-2-2', options.locked);
  const handler = (call: FakeCall) => {
    if (call.path === '/api/subject/tree')
      return { data: chartAnswer(chartRows([['1020101', '工行', '资产', 1]])) };
    if (call.path === '/api/subject/codeWidth' && call.method === 'GET') return { data: current };
    if (call.path === '/api/subject/codeWidth') {
      if (options.refuse) return { refuse: { errorCode: ErrorCode.refused, message: options.refuse } };
      current = view((call.body as { codeWidths: string }).codeWidths);
      return { data: current };
    }
    return undefined;
  };
  return renderWithBackend(<CodeWidthScreen {...screenProps('科目编码宽度设置')} />, handler);
}

describe('科目编码宽度设置', () => {
  it('shows each level with its length, sample and subject count, and saves a new width', async () => {
    const { calls } = render();
    await screen.findByText('3-2-2-2', { selector: '[data-testid="code-width-current"]' });
    await waitFor(() => expect(screen.getByTestId('code-level-3').textContent).toContain('1010101'));
    expect(screen.getByTestId('code-level-3').textContent).toMatch(/三级.*7.*1010101.*1$/);
    fireEvent.change(screen.getByLabelText('四级编码位数'), { target: { value: '3' } });
    expect(screen.getByTestId('code-level-4').textContent).toContain('1010101001');
    fireEvent.click(screen.getByRole('button', { name: '增加一级' }));
    expect(screen.getByTestId('code-level-5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([['/api/subject/codeWidth', { codeWidths: '3-2-2-3-2' }]]),
    );
    await screen.findByText('3-2-2-3-2', { selector: '[data-testid="code-width-current"]' });
  });

  it('names the codes a change would break before sending it', async () => {
    const { calls } = render();
    await waitFor(() => expect(screen.getByTestId('code-level-3').textContent).toMatch(/1$/));
    fireEvent.change(screen.getByLabelText('三级编码位数'), { target: { value: '3' } });
    expect(screen.getByTestId('code-width-problem').textContent).toBe(
      '以下科目编码不符合新的编码规则 3-2-3-2：1020101',
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('dialog');
    expect(writes(calls)).toEqual([]);
  });

  it('shows the server refusal, and locks everything once confirmed', async () => {
    const { rec } = render({ refuse: '期初余额已确认，不能修改' });
    await screen.findByText('3-2-2-2', { selector: '[data-testid="code-width-current"]' });
    fireEvent.change(screen.getByLabelText('二级编码位数'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '增加一级' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await expectRefusedOnce(rec, '期初余额已确认，不能修改');
  });

  it('disables every input when the rule is locked', async () => {
    render({ locked: true });
    await screen.findByText('期初余额已确认，编码规则不能修改。');
    expect(screen.getByLabelText('二级编码位数')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '增加一级' })).toHaveProperty('disabled', true);
  });
});
