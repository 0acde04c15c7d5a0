// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/contracts/errors';
import { anyFormDirty } from '../../pwa/dirty-forms';
import { chartAnswer, chartRows } from '../../ui/chart-fixtures.test-util';
import {
  expectRefusedOnce,
  type FakeCall,
  renderWithBackend,
  screenProps,
  writes,
} from '../../ui/screen-harness.test-util';
import { SubjectSettingScreen } from './SubjectSettingScreen';

const auxTypes = [
  {
    id: 1,
    typeNo: '01',
    typeName: '部门',
    builtInSystem: true,
    builtin: 'department',
    enabled: true,
    fields: [],
    childData: [],
  },
  {
    id: 2,
    typeNo: '02',
    typeName: '人员',
    builtInSystem: true,
    builtin: 'person',
    enabled: true,
    fields: [],
    childData: [],
  },
];

function backend() {
  let rows = chartRows();
  const handler = (call: FakeCall) => {
    if (call.path === '/api/subject/tree') return { data: chartAnswer(rows) };
    if (call.path === '/api/auxi/GetAuxiTypeAllList') return { data: auxTypes };
    if (call.path === '/api/subject/nextCode')
      return { data: { parentCode: call.query.parentCode, code: '10203' } };
    if (call.path === '/api/subject/save') {
      rows = chartRows([['10203', '工商银行', '资产', 1, { isStandard: false }]]);
      return { data: rows.find((r) => r.code === '10203') };
    }
    if (call.path === '/api/subject/delete')
      return {
        refuse: {
          errorCode: ErrorCode.refused,
          message: '该科目已有数据，不能删除（科目 10202 代管经费户 已录入期初余额）',
        },
      };
    if (call.path === '/api/subject/enable') return { data: rows[0] };
    return undefined;
  };
  return handler;
}

const render = () => renderWithBackend(<SubjectSettingScreen {...screenProps('科目设置')} />, backend());

describe('科目设置', () => {
  it('shows the chart as a tree with its flags, filtered by category and search', async () => {
    render();
    const cash = await screen.findByTestId('subject-10201');
    expect(cash.textContent).toContain('经费集中户');
    expect(screen.getByTestId('subject-summary').textContent).toContain(
      '基层工会科目表 · 编码规则 3-2-2-2 · 共 11 个科目',
    );
    expect(within(screen.getByTestId('subject-101')).getByText('制度')).toBeTruthy();
    expect(within(screen.getByTestId('subject-135')).getByLabelText('部门核算')).toBeTruthy();
    expect(within(screen.getByTestId('subject-101')).queryByRole('button', { name: '删除' })).toBeNull();

    fireEvent.click(screen.getByLabelText('折叠 102'));
    expect(screen.queryByTestId('subject-10201')).toBeNull();
    fireEvent.click(screen.getByLabelText('展开 102'));
    await screen.findByTestId('subject-10201');

    fireEvent.click(screen.getByRole('radio', { name: '支出' }));
    await waitFor(() => expect(screen.queryByTestId('subject-101')).toBeNull());
    expect(screen.getByTestId('subject-50101')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    fireEvent.change(screen.getByLabelText('查找科目'), { target: { value: '代管' } });
    await waitFor(() => expect(screen.queryByTestId('subject-101')).toBeNull());
    expect(screen.getByTestId('subject-102')).toBeTruthy();
    expect(screen.getByTestId('subject-10202')).toBeTruthy();
  });

  it('adds a detail subject with the next code the server proposes, inheriting direction', async () => {
    const { calls } = render();
    const bank = await screen.findByTestId('subject-102');
    fireEvent.click(within(bank).getByRole('button', { name: '新增下级' }));
    const form = await screen.findByRole('form', { name: '新增明细科目' });
    await waitFor(() => expect(within(form).getByLabelText(/科目编码/)).toHaveProperty('value', '10203'));
    expect(within(form).getByTestId('subject-inherited').textContent).toBe(
      '类别 资产 · 余额方向 借（继承上级科目）',
    );
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('科目名称不能为空');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(within(form).getByLabelText(/科目名称/), { target: { value: '工商银行' } });
    fireEvent.click(within(form).getByLabelText('人员'));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    const added = await screen.findByTestId('subject-10203');
    expect(added.textContent).toContain('工商银行');
    expect(writes(calls)).toEqual([
      [
        '/api/subject/save',
        { parentCode: '102', code: '10203', name: '工商银行', deptAccounting: false, auxTypeIds: [2] },
      ],
    ]);
  });

  it('takes the proposed code and the parent defaults as the start: only typing makes it unsaved', async () => {
    render();
    const bank = await screen.findByTestId('subject-102');
    fireEvent.click(within(bank).getByRole('button', { name: '新增下级' }));
    const form = await screen.findByRole('form', { name: '新增明细科目' });
    await waitFor(() => expect(within(form).getByLabelText(/科目编码/)).toHaveProperty('value', '10203'));
    expect(anyFormDirty()).toBe(false);
    fireEvent.change(within(form).getByLabelText(/科目名称/), { target: { value: '工商银行' } });
    expect(anyFormDirty()).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(anyFormDirty()).toBe(false));
  });

  it('shows the server refusal of a delete as a red notice, once', async () => {
    const { calls, rec } = render();
    const row = await screen.findByTestId('subject-10202');
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除科目' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expectRefusedOnce(rec, '该科目已有数据，不能删除（科目 10202 代管经费户 已录入期初余额）');
    expect(writes(calls)).toEqual([['/api/subject/delete', { id: 4 }]]);
  });

  it('disables a subject after confirmation', async () => {
    const { calls } = render();
    const bank = await screen.findByTestId('subject-10201');
    fireEvent.click(within(bank).getByRole('button', { name: '停用' }));
    const dialog = await screen.findByRole('dialog', { name: '停用科目' });
    fireEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(writes(calls)).toEqual([['/api/subject/enable', { id: 3, enabled: false }]]));
  });

  it('keeps the name of a prescribed subject but takes its flags', async () => {
    const { calls } = render();
    const cash = await screen.findByTestId('subject-101');
    fireEvent.click(within(cash).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑科目' });
    expect(within(form).getByLabelText(/科目名称/)).toHaveProperty('readOnly', true);
    expect(within(form).getByText('《工会会计制度》规定的科目，不能改名')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('部门核算'));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        ['/api/subject/save', { id: 1, code: '101', name: '库存现金', deptAccounting: true, auxTypeIds: [] }],
      ]),
    );
  });

  it('says so when the chart cannot be read, and offers no changes', async () => {
    renderWithBackend(<SubjectSettingScreen {...screenProps('科目设置')} />, (call) =>
      call.path === '/api/subject/tree' ? { unreachable: true } : { data: [] },
    );
    await screen.findByText('科目表读取失败，本机也没有保存过科目表，请联网后点击「刷新」。');
    expect(screen.getByRole('button', { name: '新增明细科目' })).toHaveProperty('disabled', true);
  });
});
