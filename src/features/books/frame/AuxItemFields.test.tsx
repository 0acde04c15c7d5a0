// @vitest-environment jsdom
import '../../../ui/dom-shims.test-util';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../ui/providers';
import { AuxItemFields } from './FilterBar';

const types = [
  { value: '01', label: '部门' },
  { value: '02', label: '人员' },
];
const items = [
  { value: 'P001', label: 'P001 张三' },
  { value: 'P002', label: 'P002 李四' },
];

function renderFields(all: boolean, infoNo: string) {
  const onChange = vi.fn();
  render(
    <AppProviders env="test">
      <AuxItemFields all={all} types={types} items={items} typeNo="02" infoNo={infoNo} onChange={onChange} />
    </AppProviders>,
  );
  return onChange;
}

describe('AuxItemFields', () => {
  it('clears the item when another type is chosen', async () => {
    const onChange = renderFields(false, 'P001');
    fireEvent.click(screen.getByRole('combobox', { name: '辅助核算类型' }));
    fireEvent.click(await screen.findByRole('option', { name: '部门' }));
    expect(onChange).toHaveBeenLastCalledWith({ typeNo: '01', infoNo: '' });
  });

  it('offers 全部项目 only where the report covers every item', async () => {
    const onChange = renderFields(true, 'P001');
    fireEvent.click(screen.getByRole('combobox', { name: '辅助核算项目' }));
    fireEvent.click(await screen.findByRole('option', { name: '全部项目' }));
    expect(onChange).toHaveBeenLastCalledWith({ typeNo: '02', infoNo: '' });
  });

  it('asks for one item in a book of one item', async () => {
    const onChange = renderFields(false, '');
    fireEvent.click(screen.getByRole('combobox', { name: '辅助核算项目' }));
    const second = await screen.findByRole('option', { name: 'P002 李四' });
    expect(screen.queryByRole('option', { name: '全部项目' })).toBeNull();
    fireEvent.click(second);
    expect(onChange).toHaveBeenLastCalledWith({ typeNo: '02', infoNo: 'P002' });
  });
});
