// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuxTypeView, RelationTypeView } from '../../core/contracts/auxiliary';
import { ErrorCode } from '../../core/contracts/errors';
import {
  expectRefusedOnce,
  type FakeCall,
  renderWithBackend,
  screenProps,
  writes,
} from '../../ui/screen-harness.test-util';
import { AuxIndexScreen } from './AuxIndexScreen';
import { auxTypes } from './fixtures.test-util';

function render() {
  let types: AuxTypeView[] = auxTypes();
  let relationTypes: RelationTypeView[] = [
    { id: 7, typeName: '上级专项', remark: '省总专项资金', relations: [] },
  ];
  const handler = (call: FakeCall) => {
    if (call.path === '/api/auxi/GetAuxiTypeAllList') return { data: types };
    if (call.path === '/api/auxi/GetProjecRelatedTypeList') return { data: relationTypes };
    if (call.path === '/api/auxi/SaveAuxiInfo') {
      const body = call.body as {
        typeId: number;
        infoNo: string;
        infoName: string;
        details: Record<string, string>;
      };
      const item = { id: 99, ...body, enabled: true, readOnly: false };
      types = types.map((t) => (t.id === body.typeId ? { ...t, childData: [...t.childData, item] } : t));
      return { data: item };
    }
    if (call.path === '/api/auxi/DeleteAuxiInfo/21')
      return {
        refuse: {
          errorCode: ErrorCode.refused,
          message: '人员“张制单”已被使用，不能删除（科目 135 已按该项目录入期初余额）',
        },
      };
    if (call.path === '/api/auxi/SaveProjecRelated') {
      const body = call.body as {
        relatedTypeId: number;
        projectInfoNo: string;
        relatedCode: string;
        relatedName: string;
      };
      const relation = { id: 1, projectName: '职工书屋建设', ...body };
      relationTypes = relationTypes.map((t) => ({ ...t, relations: [relation] }));
      return { data: relation };
    }
    return undefined;
  };
  return renderWithBackend(<AuxIndexScreen {...screenProps('辅助核算')} />, handler);
}

describe('辅助核算', () => {
  it('adds an item with its custom fields checked and formatted', async () => {
    const { calls } = render();
    fireEvent.click(await screen.findByTestId('item-type-05'));
    const row = await screen.findByTestId('aux-item-HT001');
    expect(row.textContent).toContain('12,000.50');
    fireEvent.click(screen.getByRole('button', { name: '新增项目' }));
    const form = await screen.findByRole('form', { name: '新增合同' });
    expect(within(form).getByLabelText(/编号/)).toHaveProperty('value', 'HT002');
    fireEvent.change(within(form).getByLabelText(/^名称/), { target: { value: '印刷合同' } });
    fireEvent.change(within(form).getByLabelText('金额（金额）'), { target: { value: '1,2a' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('金额应为金额（最多两位小数）');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(within(form).getByLabelText('金额（金额）'), { target: { value: '3500' } });
    fireEvent.blur(within(form).getByLabelText('金额（金额）'));
    expect(within(form).getByLabelText('金额（金额）')).toHaveProperty('value', '3,500.00');
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByTestId('aux-item-HT002');
    expect(writes(calls)).toEqual([
      [
        '/api/auxi/SaveAuxiInfo',
        { typeId: 5, infoNo: 'HT002', infoName: '印刷合同', details: { f2: '3500.00' } },
      ],
    ]);
  });

  it('keeps department items to 部门设置 and shows the refusal to delete a used item', async () => {
    const { rec } = render();
    fireEvent.click(await screen.findByTestId('item-type-01'));
    await screen.findByText('在部门设置中维护');
    expect(screen.getByRole('button', { name: '新增项目' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('item-type-02'));
    const row = await screen.findByTestId('aux-item-P001');
    expect(screen.getByTestId('aux-item-P002').textContent).toContain('停用');
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除辅助核算项目' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expectRefusedOnce(rec, '人员“张制单”已被使用，不能删除（科目 135 已按该项目录入期初余额）');
  });

  it('relates a project to an outside entry', async () => {
    const { calls } = render();
    await screen.findByTestId('item-type-05');
    fireEvent.click(screen.getByRole('tab', { name: '项目关联' }));
    await screen.findByTestId('relation-type-7');
    fireEvent.click(screen.getByRole('button', { name: '新增关联' }));
    const form = await screen.findByRole('form', { name: '新增项目关联（上级专项）' });
    fireEvent.click(within(form).getByRole('combobox', { name: /^项目/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'XM2022001 职工书屋建设' }));
    fireEvent.change(within(form).getByLabelText(/关联编码/), { target: { value: 'SZ-2022-08' } });
    fireEvent.change(within(form).getByLabelText(/关联名称/), { target: { value: '职工书屋补助' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByTestId('relation-XM2022001-SZ-2022-08');
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        [
          '/api/auxi/SaveProjecRelated',
          {
            relatedTypeId: 7,
            projectInfoNo: 'XM2022001',
            relatedCode: 'SZ-2022-08',
            relatedName: '职工书屋补助',
          },
        ],
      ]),
    );
  });
});
