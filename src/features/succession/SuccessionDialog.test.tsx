// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  ChoiceLists,
  ChoiceStand,
  NewSubjectView,
  OldSubjectView,
} from '../../core/contracts/succession';
import { successionContracts } from '../../core/contracts/succession';
import type { Money } from '../../core/money';
import type { Category, Direction } from '../../core/subjects/types';
import { fakeApi, refuse, renderWithApi } from '../../ui/init/fake-api.test-util';
import { SuccessionDialog } from './SuccessionDialog';

const go = vi.fn();
vi.mock('../../ui/use-go', () => ({ useGo: () => go }));

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
const newSub = (code: string, name: string, c: Category, d: Direction): NewSubjectView => ({
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
): OldSubjectView => ({
  ...base(code, name, c, d, amount),
  notTaken: true,
  targets: [
    {
      code: target,
      name: target,
      rule: 'direct',
      portion: '',
      clause: '财会〔2021〕16号《工会新旧会计制度有关衔接问题的处理规定》 二(一)1',
    },
  ],
});

function world(onClose: () => void = () => {}) {
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
    if (call.path === successionContracts.choiceStand.path) return stand;
    if (call.path === successionContracts.lists.path) return lists;
    if (call.path === successionContracts.adjustments.path) return [];
    if (call.path === '/api/subject/nextCode') {
      const { parentCode } = call.input as { parentCode: string };
      return { parentCode, code: parentCode === '32205' ? null : `${parentCode}01` };
    }
    posts.push({ path: call.path, body: call.input });
    if (call.path === '/api/subject/save') {
      const { parentCode, code, name } = call.input as { parentCode: string; code: string; name: string };
      const at = lists.newSubList.findIndex((s) => s.code === parentCode);
      const parent = lists.newSubList[at] as NewSubjectView;
      if (parent.codeArray.length > 0)
        refuse(
          4001,
          `该科目已有数据，不能增加下级科目（科目 ${parentCode} ${parent.codeName} 已在科目衔接中承接旧科目余额）`,
        );
      Object.assign(parent, { isLeaf: false, hasChild: true });
      const child = newSub(code, name, parent.category, parent.balanceDirection);
      Object.assign(child, { parentCode, parentCodeArray: [parentCode], level: 2, isStandard: false });
      lists.newSubList.splice(at + 1, 0, child);
      return { code };
    }
    if (call.path === successionContracts.link.path) {
      const { code, codeArry } = call.input as { code: string; codeArry: string[] };
      const target = lists.newSubList.find((s) => s.code === code) as NewSubjectView;
      const amount = lists.oldSubList
        .filter((o) => codeArry.includes(o.code))
        .reduce((a, o) => a + Number(o.initAmount), 0);
      Object.assign(target, { codeArray: codeArry, checked: true, initAmount: m(amount.toFixed(2)) });
      return { code, codeArray: codeArry, initAmount: target.initAmount, sharedCodes: [] };
    }
    if (call.path === successionContracts.saveChoice.path) {
      stand.successionState = 'done';
      return { successionState: 'done', debitTotal: m('7000.00'), creditTotal: m('7000.00') };
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
  renderWithApi(<SuccessionDialog request={{ seq: 1 }} onClose={onClose} />, fake.api);
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
    // The working paper names each row's clause of 财会〔2021〕16号.
    expect(within(dialog).getByTestId('clause-121').textContent).toBe('二(一)1');
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
      expect(posts).toEqual([
        { path: successionContracts.link.path, body: { code: '135', codeArry: ['121'] } },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('new-totals').textContent).toContain('借方合计 5,000.00'));
    expect(screen.getByTestId('old-121').textContent).toContain('→ 135（已承接）');
    expect(screen.getByTestId('old-121').dataset.untaken).toBeUndefined();
  });

  it('Esc in the old-subject chooser closes the chooser only, not the 科目衔接 dialog', async () => {
    const onClose = vi.fn();
    world(onClose);
    await screen.findByTestId('new-135');
    fireEvent.click(screen.getByRole('button', { name: '选择 135 其他应收款 承接的旧科目' }));
    const chooser = await screen.findByRole('dialog', { name: '选择 135 其他应收款 承接的旧科目' });
    fireEvent.keyDown(within(chooser).getByLabelText('查找旧科目'), { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '选择 135 其他应收款 承接的旧科目' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: /科目衔接/ })).toBeTruthy();
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
        path: successionContracts.saveChoice.path,
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

describe('科目衔接: adding a detail subject under a new-chart row', () => {
  it('adds a sub-subject named after a suggested old subject, links it, and lists it selected', async () => {
    const { posts } = world();
    await screen.findByTestId('new-135');
    fireEvent.click(screen.getByRole('button', { name: '在 135 其他应收款 下增加下级科目' }));
    const row = await screen.findByTestId('add-under-135');
    const code = within(row).getByRole('textbox', { name: '下级科目编码' }) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('13501'));
    const name = within(row).getByRole('combobox', { name: '下级科目名称' });
    fireEvent.change(name, { target: { value: '借出' } });
    // The official table sends old 121 借出款 to 135: it is offered first.
    fireEvent.click(await screen.findByRole('option', { name: /借出款/ }));
    expect(within(row).getByTestId('add-sub-message').textContent).toBe(
      '保存后由该科目承接旧科目 121 借出款',
    );
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    const added = await screen.findByTestId('new-13501');
    expect(posts).toEqual([
      { path: '/api/subject/save', body: { parentCode: '135', code: '13501', name: '借出款' } },
      { path: successionContracts.link.path, body: { code: '13501', codeArry: ['121'] } },
    ]);
    expect(screen.queryByTestId('add-under-135')).toBeNull();
    expect(within(added).getByRole('checkbox')).toHaveProperty('checked', true);
    expect(within(screen.getByTestId('links-13501')).getByText('121')).toBeTruthy();
    // The parent is no longer end-level: no checkbox, no amount input of its own.
    expect(within(screen.getByTestId('new-135')).queryByRole('checkbox')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('new-totals').textContent).toContain('借方合计 5,000.00'));
  });

  it('adds a transitional subject with a typed name and a typed code; the keyed amount moves to it', async () => {
    const { posts } = world();
    await screen.findByTestId('new-101');
    fireEvent.change(screen.getByTestId('take-101'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: '在 101 库存现金 下增加下级科目' }));
    const row = await screen.findByTestId('add-under-101');
    const code = within(row).getByRole('textbox', { name: '下级科目编码' }) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('10101'));
    fireEvent.change(code, { target: { value: '10109' } });
    fireEvent.change(within(row).getByRole('combobox', { name: '下级科目名称' }), {
      target: { value: '待处理旧账余额' },
    });
    fireEvent.submit(within(row).getByRole('form'));
    await screen.findByTestId('new-10109');
    expect(posts).toEqual([
      { path: '/api/subject/save', body: { parentCode: '101', code: '10109', name: '待处理旧账余额' } },
    ]);
    expect((screen.getByTestId('take-10109') as HTMLInputElement).value).toBe('300.00');
    expect(screen.getByTestId('new-totals').textContent).toContain('借方合计 300.00');
  });

  it('shows the server’s refusal in the row and keeps it open', async () => {
    world();
    await screen.findByTestId('new-135');
    fireEvent.click(screen.getByRole('button', { name: '选择 135 其他应收款 承接的旧科目' }));
    const chooser = await screen.findByRole('dialog', { name: '选择 135 其他应收款 承接的旧科目' });
    fireEvent.click(within(within(chooser).getByTestId('choose-121')).getByRole('checkbox'));
    fireEvent.click(within(chooser).getByRole('button', { name: '确定（已选 1 个）' }));
    await within(screen.getByTestId('links-135')).findByText('121');
    fireEvent.click(screen.getByRole('button', { name: '在 135 其他应收款 下增加下级科目' }));
    const row = await screen.findByTestId('add-under-135');
    fireEvent.change(within(row).getByRole('combobox', { name: '下级科目名称' }), {
      target: { value: '暂付款' },
    });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect((await within(row).findByRole('alert')).textContent).toBe(
      '该科目已有数据，不能增加下级科目（科目 135 其他应收款 已在科目衔接中承接旧科目余额）',
    );
    expect(screen.getByTestId('add-under-135')).toBe(row);
  });

  it('says when the parent has no free child code', async () => {
    world();
    await screen.findByTestId('new-32205');
    fireEvent.click(screen.getByRole('button', { name: '在 32205 累计结余 下增加下级科目' }));
    const row = await screen.findByTestId('add-under-32205');
    expect((await within(row).findByTestId('add-sub-message')).textContent).toContain(
      '没有可用的下级编码：32205 已是编码规则的最末级',
    );
  });
});
