// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartAnswer } from '../../ui/chart-fixtures.test-util';
import { type FakeCall, renderWithBackend, screenProps, writes } from '../../ui/screen-harness.test-util';
import { OtherSubjectScreen } from './OtherSubjectScreen';

function render(locked = false) {
  let setting = { cashCodes: ['101'], bankCodes: ['102'], locked };
  const handler = (call: FakeCall) => {
    if (call.path === '/api/subject/tree') return { data: chartAnswer() };
    if (call.path === '/api/subject/otherSetting' && call.method === 'GET') return { data: setting };
    if (call.path === '/api/subject/otherSetting') {
      setting = { ...(call.body as typeof setting), locked: false };
      return { data: setting };
    }
    return undefined;
  };
  return renderWithBackend(<OtherSubjectScreen {...screenProps('其他科目设置')} />, handler);
}

describe('其他科目设置', () => {
  it('chooses bank subjects under 102, refuses a parent with its child, and saves', async () => {
    const { calls } = render();
    await screen.findByTestId('other-10201');
    await waitFor(() => expect(screen.getByTestId('bankCodes-chosen').textContent).toBe('已选 102'));
    fireEvent.click(screen.getByLabelText('选择 10201 经费集中户'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('银行科目 102 与其下级科目 10201 不能同时选择（日记账会重复计算）');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByLabelText('选择 102 银行存款'));
    fireEvent.click(screen.getByLabelText('选择 10202 代管经费户'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        ['/api/subject/otherSetting', { cashCodes: ['101'], bankCodes: ['10201', '10202'] }],
      ]),
    );
    expect(screen.getByTestId('cashCodes-chosen').textContent).toBe('已选 101');
  });

  it('is read-only once the opening balances are confirmed', async () => {
    render(true);
    await screen.findByText('期初余额已确认，其他科目设置不能修改。');
    await waitFor(() => expect(screen.getByLabelText('选择 101 库存现金')).toHaveProperty('disabled', true));
  });
});
