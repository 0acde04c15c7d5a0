// @vitest-environment jsdom
import '../../app/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Money } from '../../core/money';
import type { Category, Direction } from '../../core/subjects/types';
import { fakeApi, renderWithApi } from '../opening/fake-api.test-util';
import { SuccessionDialog } from './SuccessionDialog';
import {
  type ChoiceLists,
  type ChoiceStand,
  type NewSubject,
  type OldSubject,
  SuccessionPath,
} from './succession-api';

const go = vi.fn();
vi.mock('../../app/use-go', () => ({ useGo: () => go }));

const m = (s: string) => s as Money;
function base(code: string, name: string, category: Category, direction: Direction, amount: string) {
  return {
    code,
    codeName: name,
    codeFullName: name,
    balanceDirection: direction,
    balanceDirectionFormat: direction === 1 ? ('借' as const) : ('贷' as const),
    parentCode: null,
    parentCodeArray: [],
    level: 1,
    category,
    hasChild: false,
    isLeaf: true,
    initAmount: m(amount),
    checked: false,
  };
}
const newSub = (code: string, name: string, c: Category, d: Direction): NewSubject => ({
  ...base(code, name, c, d, '0.00'),
  isStandard: true,
  codeArray: [],
  sources: [],
});
const oldSub = (
  code: string,
  name: string,
  c: Category,
  d: Direction,
  amount: string,
  target: string,
): OldSubject => ({
  ...base(code, name, c, d, amount),
  notTaken: true,
  targets: [{ code: target, name: target, rule: 'direct', portion: '' }],
});

function world() {
  const stand: ChoiceStand = {
    successionState: 'pending',
    mode: null,
    manualUndertaking: false,
    kind: 'grassroots',
    standType: 1,
    oldDebitTotal: m('7000.00'),
    oldCreditTotal: m('7000.00'),
    oldBalancesEntered: true,
    completedAt: null,
  };
  const lists: ChoiceLists = {
    standType: 1,
    newSubList: [
      newSub('101', '库存现金', '资产', 1),
      newSub('135', '其他应收款', '资产', 1),
      newSub('32205', '累计结余', '净资产', 2),
    ],
    oldSubList: [
      oldSub('101', '库存现金', '资产', 1, '2000.00', '101'),
      oldSub('121', '借出款', '资产', 1, '5000.00', '135'),
      oldSub('331', '结余', '净资产', 2, '7000.00', '32205'),
    ],
    newDebitTotal: m('0.00'),
    newCreditTotal: m('0.00'),
    oldDebitTotal: m('7000.00'),
    oldCreditTotal: m('7000.00'),
  };
  const posts: { path: string; body: unknown }[] = [];
  const fake = fakeApi((call) => {
    if (call.path === SuccessionPath.choiceStand) return stand;
    if (call.path === SuccessionPath.lists) return lists;
    if (call.path === SuccessionPath.adjustments) return [];
    posts.push({ path: call.path, body: call.input });
    if (call.path === SuccessionPath.link) {
      const { code, codeArry } = call.input as { code: string; codeArry: string[] };
      const target = lists.newSubList.find((s) => s.code === code) as NewSubject;
      const amount = lists.oldSubList
        .filter((o) => codeArry.includes(o.code))
        .reduce((a, o) => a + Number(o.initAmount), 0);
      Object.assign(target, { codeArray: codeArry, checked: true, initAmount: m(amount.toFixed(2)) });
      return { code, codeArray: codeArry, initAmount: target.initAmount, sharedCodes: [] };
    }
    if (call.path === SuccessionPath.saveChoice) {
      stand.successionState = 'done';
      return { successionState: 'done', debitTotal: m('7000.00'), creditTotal: m('7000.00') };
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
  renderWithApi(<SuccessionDialog request={{ seq: 1 }} onClose={() => {}} />, fake.api);
  return { posts };
}

describe('科目衔接 dialog', () => {
  it('shows new and old subjects side by side with totals, untaken old rows marked', async () => {
    world();
    const dialog = await screen.findByRole('dialog', { name: /科目衔接/ });
    expect(within(dialog).getByTestId('succession-state').textContent).toBe('未完成');
    await within(dialog).findByTestId('old-121');
    expect(within(dialog).getByTestId('old-121').dataset.untaken).toBe('true');
    expect(within(dialog).getByTestId('old-121').textContent).toContain('→ 135');
    expect(within(dialog).getByTestId('old-totals').textContent).toContain('借方合计 7,000.00');
    expect(within(dialog).getByTestId('new-totals').textContent).toContain('借方合计 0.00');
  });

  it('links old subjects to a new one through the chooser (cjSubjct), the official one suggested', async () => {
    const { posts } = world();
    await screen.findByTestId('new-135');
    fireEvent.click(screen.getByRole('button', { name: '选择 135 其他应收款 承接的旧科目' }));
    const chooser = await screen.findByRole('dialog', { name: '选择 135 其他应收款 承接的旧科目' });
    const suggested = within(chooser).getByTestId('choose-121');
    expect(suggested.textContent).toContain('对照表');
    // The suggestion comes first: the old code 121 (借出款) goes to new 135, not to new 121.
    expect(within(chooser).getAllByRole('row')[1]).toBe(suggested);
    fireEvent.click(within(suggested).getByRole('checkbox'));
    fireEvent.click(within(chooser).getByRole('button', { name: '确定（已选 1 个）' }));
    await waitFor(() =>
      expect(posts).toEqual([{ path: SuccessionPath.link, body: { code: '135', codeArry: ['121'] } }]),
    );
    await waitFor(() => expect(screen.getByTestId('new-totals').textContent).toContain('借方合计 5,000.00'));
    expect(screen.getByTestId('old-121').textContent).toContain('→ 135（已承接）');
    expect(screen.getByTestId('old-121').dataset.untaken).toBeUndefined();
  });

  it('refuses unequal totals with the spec message, sending nothing', async () => {
    const { posts } = world();
    await screen.findByTestId('new-101');
    fireEvent.change(screen.getByTestId('take-101'), { target: { value: '2000' } });
    fireEvent.change(screen.getByTestId('take-32205'), { target: { value: '7000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认承接' }));
    await screen.findByText('借方合计不相等，请检查');
    expect(screen.getByTestId('succession-difference').textContent).toContain('借方 -5,000.00');
    expect(posts).toEqual([]);
  });

  it('asks for a selection when nothing is taken over', async () => {
    world();
    await screen.findByTestId('new-101');
    fireEvent.click(screen.getByRole('button', { name: '确认承接' }));
    await screen.findByText('请选择要承接的科目');
  });

  it('confirms a balanced take-over (saveChoice) and then leads to the opening balances', async () => {
    const { posts } = world();
    await screen.findByTestId('new-101');
    fireEvent.change(screen.getByTestId('take-101'), { target: { value: '2000' } });
    fireEvent.change(screen.getByTestId('take-135'), { target: { value: '5,000' } });
    fireEvent.change(screen.getByTestId('take-32205'), { target: { value: '7000' } });
    expect(screen.getByTestId('succession-difference').textContent).toBe(
      '差额（新 − 旧）：借方 0.00，贷方 0.00',
    );
    fireEvent.click(screen.getByRole('button', { name: '确认承接' }));
    await screen.findByText(/科目衔接已完成：借方 7,000.00/);
    expect(posts).toEqual([
      {
        path: SuccessionPath.saveChoice,
        body: {
          details: [
            { code: '101', initAmount: '2000.00', codeArray: [], checked: true },
            { code: '135', initAmount: '5000.00', codeArray: [], checked: true },
            { code: '32205', initAmount: '7000.00', codeArray: [], checked: true },
          ],
          manualUndertaking: true,
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '进入科目期初余额' }));
    expect(go).toHaveBeenCalledWith('/final/financialSoftware/initSubjectSetting/init-subject-balance');
  });
});
