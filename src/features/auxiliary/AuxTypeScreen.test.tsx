// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/contracts/errors';
import { chartAnswer } from '../../ui/chart-fixtures.test-util';
import {
  expectRefusedOnce,
  type FakeCall,
  renderWithBackend,
  screenProps,
  writes,
} from '../../ui/screen-harness.test-util';
import { AuxTypeScreen } from './AuxTypeScreen';
import { auxTypes } from './fixtures.test-util';

function render() {
  let types = auxTypes();
  let linked: string[] = ['135'];
  const handler = (call: FakeCall) => {
    if (call.path === '/api/auxi/GetAuxiTypeAllList') return { data: types };
    if (call.path === '/api/subject/tree') return { data: chartAnswer() };
    if (call.path.startsWith('/api/auxi/GetSubjectListByAuxiType/')) {
      const rows = chartAnswer().subjectList.filter((s) => linked.includes(s.code));
      return {
        data: rows.map((s) => ({
          code: s.code,
          codeName: s.codeName,
          codeFullName: s.codeFullName,
          isLeaf: s.isLeaf,
          enabled: s.enabled,
        })),
      };
    }
    if (call.path === '/api/auxi/SaveAuxiType') {
      const body = call.body as { typeName: string; fields: { fieldName: string; fieldType: 1 }[] };
      const saved = {
        id: 6,
        typeNo: '06',
        typeName: body.typeName,
        builtInSystem: false,
        builtin: null,
        enabled: true,
        fields: body.fields.map((f, i) => ({ ...f, fieldNo: `f${i + 1}` })),
        childData: [],
      };
      types = [...types, saved];
      return { data: saved };
    }
    if (call.path === '/api/auxi/SaveAuxiTypeSubject') {
      linked = (call.body as { codes: string[] }).codes;
      return { data: [] };
    }
    if (call.path === '/api/auxi/DeleteAuxiType/5')
      return {
        refuse: {
          errorCode: ErrorCode.refused,
          message: '辅助核算类型“合同”已被使用，不能删除（已设置该辅助核算的科目 101 有期初余额）',
        },
      };
    return undefined;
  };
  return renderWithBackend(<AuxTypeScreen {...screenProps('辅助核算类型管理')} />, handler);
}

describe('辅助核算类型管理', () => {
  it('lists the types; the chosen one shows its fields and subjects', async () => {
    render();
    const contract = await screen.findByTestId('aux-type-05');
    expect(contract.textContent).toMatch(/合同自定义21启用/);
    fireEvent.click(contract);
    await screen.findByText('自定义字段：合同');
    expect(screen.getByRole('table', { name: '自定义字段' }).textContent).toContain('金额金额');
    await screen.findByTestId('linked-135');
    expect(within(screen.getByTestId('aux-type-02')).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('creates a custom type with a money field', async () => {
    const { calls } = render();
    await screen.findByTestId('aux-type-05');
    fireEvent.click(screen.getByRole('button', { name: '新增类型' }));
    const form = await screen.findByRole('form', { name: '新增辅助核算类型' });
    fireEvent.change(within(form).getByLabelText(/类型名称/), { target: { value: '资金来源' } });
    fireEvent.click(within(form).getByRole('button', { name: '增加字段' }));
    fireEvent.change(within(form).getByLabelText('第1个字段名称'), { target: { value: '拨款金额' } });
    fireEvent.change(within(form).getByLabelText('第1个字段类型'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByTestId('aux-type-06');
    expect(writes(calls)).toEqual([
      ['/api/auxi/SaveAuxiType', { typeName: '资金来源', fields: [{ fieldName: '拨款金额', fieldType: 3 }] }],
    ]);
    await screen.findByText('自定义字段：资金来源');
  });

  it('links subjects to the chosen type', async () => {
    const { calls } = render();
    await screen.findByTestId('linked-135');
    fireEvent.click(screen.getByRole('button', { name: '设置核算科目' }));
    await screen.findByTestId('link-10201');
    expect(screen.getByLabelText('选择 135 其他应收款')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByLabelText('选择 215 其他应付款'));
    fireEvent.click(
      within(screen.getByRole('group', { name: '设置核算科目' })).getByRole('button', { name: '保存' }),
    );
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        ['/api/auxi/SaveAuxiTypeSubject', { typeId: 1, codes: ['135', '215'] }],
      ]),
    );
    await screen.findByTestId('linked-215');
  });

  it('shows why a used type cannot be deleted, once, in a dialog', async () => {
    const { rec } = render();
    const contract = await screen.findByTestId('aux-type-05');
    fireEvent.click(within(contract).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除辅助核算类型' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expectRefusedOnce(
      rec,
      '辅助核算类型“合同”已被使用，不能删除（已设置该辅助核算的科目 101 有期初余额）',
    );
  });
});
