// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auxiliaryContracts } from '../../core/contracts/auxiliary';
import { departmentContracts } from '../../core/contracts/department';
import type { BreakdownView } from '../../core/contracts/opening';
import { openingContracts } from '../../core/contracts/opening';
import type { Money } from '../../core/money';
import { fakeApi, refuse, renderWithApi } from '../../ui/init/fake-api.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { AuxiliaryBalanceScreen, DepartmentBalanceScreen } from './BreakdownScreen';
import { openingView } from './opening.fixtures.test-util';

vi.mock('../../ui/use-go', () => ({ useGo: () => vi.fn() }));

const m = (s: string) => s as Money;
const receivable: BreakdownView = {
  code: '135',
  codeName: '其他应收款',
  codeFullName: '其他应收款',
  balanceDirection: 1,
  auxTypes: [],
  initAmount: m('500.00'),
  breakdownAmount: m('200.00'),
  difference: m('-300.00'),
  rows: [{ departmentCode: 'D1', departmentName: '办公室', initAmount: m('200.00') }],
};
const departments = [
  { departmentCode: 'D1', departmentName: '办公室', enabled: true },
  { departmentCode: 'D2', departmentName: '财务部', enabled: true },
];

function setup(onSave: (body: unknown) => unknown, view = openingView()) {
  const fake = fakeApi((call) => {
    if (call.path === openingContracts.balances.path) return view;
    if (call.path === departmentContracts.list.path) return departments;
    if (call.method === 'GET' && call.path === openingContracts.departmentBalances.path) return [receivable];
    if (call.method === 'POST' && call.path === openingContracts.departmentBalances.path)
      return onSave(call.input);
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
  const props = { route: {}, params: {}, search: { code: '135' }, active: true } as unknown as ScreenProps;
  renderWithApi(<DepartmentBalanceScreen {...props} />, fake.api);
  return fake;
}

describe('部门期初余额', () => {
  it('shows each subject with the difference of its breakdown', async () => {
    setup(() => receivable);
    const item = await screen.findByTestId('breakdown-subject-135');
    expect(item.textContent).toContain('差 -300.00');
    expect(screen.getByTestId('breakdown-difference').textContent).toBe('-300.00');
    expect(screen.getByTestId('breakdown-summary').textContent).toContain('明细合计 200.00');
  });

  it('adds a row, shows the new difference, and shows the server refusal when it does not add up', async () => {
    const bodies: unknown[] = [];
    setup((body) => {
      bodies.push(body);
      return refuse(
        4001,
        '科目 135 其他应收款 的部门期初余额合计 450.00 与科目期初余额 500.00 不等，差额 -50.00',
        {
          difference: '-50.00',
        },
      );
    });
    await screen.findByTestId('breakdown-row-1');
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    const row = await screen.findByTestId('breakdown-row-2');
    fireEvent.click(within(row).getByRole('combobox', { name: '第2行 部门' }));
    fireEvent.click(await screen.findByRole('option', { name: 'D2 财务部' }));
    fireEvent.change(within(row).getByRole('textbox', { name: '第2行 期初余额' }), {
      target: { value: '250' },
    });
    expect(screen.getByTestId('breakdown-difference').textContent).toBe('-50.00');
    expect(screen.getByTestId('breakdown-subject-135').textContent).toContain('未保存');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const refusal = await screen.findByTestId('breakdown-refusal');
    expect(refusal.textContent).toContain('差额 -50.00');
    expect(bodies).toEqual([
      {
        code: '135',
        details: [
          { departmentCode: 'D1', initAmount: '200.00' },
          { departmentCode: 'D2', initAmount: '250.00' },
        ],
      },
    ]);
  });

  it('asks for the department of a row with an amount before sending', async () => {
    const fake = setup(() => receivable);
    await screen.findByTestId('breakdown-row-1');
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    const row = await screen.findByTestId('breakdown-row-2');
    fireEvent.change(within(row).getByRole('textbox', { name: '第2行 期初余额' }), {
      target: { value: '300' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('第2行：请选择部门');
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves a breakdown that adds up', async () => {
    const fake = setup(() => ({ ...receivable, breakdownAmount: m('500.00'), difference: m('0.00') }));
    await screen.findByTestId('breakdown-row-1');
    fireEvent.change(screen.getByRole('textbox', { name: '第1行 期初余额' }), { target: { value: '500' } });
    expect(screen.getByTestId('breakdown-difference').textContent).toBe('0.00');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await screen.findByText(/部门期初余额已保存/);
  });

  it('is read-only once confirmed', async () => {
    setup(() => receivable, openingView({ confirmed: true, confirmedAt: '2022-01-05T08:00:00.000Z' }));
    await screen.findByTestId('opening-locked');
    expect(screen.queryByRole('button', { name: '添加一行' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '第1行 期初余额' })).toBeNull();
  });
});

describe('辅助核算期初余额', () => {
  const withPerson: BreakdownView = {
    ...receivable,
    auxTypes: [{ id: 2, typeNo: '02', typeName: '人员' }],
    breakdownAmount: m('100.00'),
    difference: m('-400.00'),
    rows: [
      {
        auxKey: '02:P1',
        auxis: [{ typeId: 2, typeNo: '02', typeName: '人员', infoNo: 'P1', infoName: '张三' }],
        initAmount: m('100.00'),
      },
    ],
  };

  it('takes one item per auxiliary type and sends the pairs', async () => {
    const bodies: unknown[] = [];
    const fake = fakeApi((call) => {
      if (call.path === openingContracts.balances.path) return openingView();
      if (call.path === auxiliaryContracts.types.path) {
        return [
          {
            typeNo: '02',
            typeName: '人员',
            childData: [
              { infoNo: 'P1', infoName: '张三', enabled: true },
              { infoNo: 'P2', infoName: '李四', enabled: true },
              { infoNo: 'P9', infoName: '停用者', enabled: false },
            ],
          },
        ];
      }
      if (call.method === 'GET' && call.path === openingContracts.auxiliaryBalances.path) return [withPerson];
      bodies.push(call.input);
      return { ...withPerson, breakdownAmount: m('500.00'), difference: m('0.00') };
    });
    const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;
    renderWithApi(<AuxiliaryBalanceScreen {...props} />, fake.api);
    expect((await screen.findByRole('combobox', { name: '第1行 人员' })) as HTMLInputElement).toHaveProperty(
      'value',
      'P1 张三',
    );
    fireEvent.change(screen.getByRole('textbox', { name: '第1行 期初余额' }), { target: { value: '100' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '第1行 期初余额' }), { key: 'Enter' });
    const second = await screen.findByRole('combobox', { name: '第2行 人员' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.click(second);
    expect(screen.queryByRole('option', { name: 'P9 停用者' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'P2 李四' }));
    fireEvent.change(screen.getByRole('textbox', { name: '第2行 期初余额' }), { target: { value: '400' } });
    expect(screen.getByTestId('breakdown-difference').textContent).toBe('0.00');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          code: '135',
          details: [
            { auxis: [{ typeNo: '02', infoNo: 'P1' }], initAmount: '100.00' },
            { auxis: [{ typeNo: '02', infoNo: 'P2' }], initAmount: '400.00' },
          ],
        },
      ]),
    );
  });
});
