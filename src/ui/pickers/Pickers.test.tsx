// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../dom-shims.test-util';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLocalDb, openLocalDb } from '../../local';
import type { SubjectRow } from '../../local/subjects';
import { AppProviders } from '../providers';
import { AuxiliaryItemPicker } from './AuxiliaryItemPicker';
import { DepartmentPicker } from './DepartmentPicker';
import { seedReference, subjectByCode, testSubjects } from './fixtures.test-util';
import { SubjectAutocomplete } from './SubjectAutocomplete';
import { SubjectPicker } from './SubjectPicker';

// Mantine in jsdom on a shared machine: one second is too tight for a dialog to show.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(async () => {
  const db = await openLocalDb('picker-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await seedReference(db);
});
afterEach(() => closeLocalDb());

/** The picker's own button (a message dialog may be open above it). */
const inPicker = (title: string, name: string) =>
  within(screen.getByRole('dialog', { name: title })).getByRole('button', { name });

/** The input of a labelled Mantine Select. */
const selectInput = (scope: HTMLElement, label: RegExp) =>
  within(scope)
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT') as HTMLInputElement;

const wrap = (ui: React.ReactNode) => render(<AppProviders env="test">{ui}</AppProviders>);

async function dismissDialog(message: string) {
  await screen.findByText(message);
  // The message dialog's button, above the picker's own 确定.
  const buttons = screen.getAllByRole('button', { name: '确定' });
  fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
}

describe('SubjectPicker', () => {
  it('shows the cached tree with marks, filters it, and accepts only end-level subjects', async () => {
    const onChoose = vi.fn();
    wrap(<SubjectPicker opened onClose={() => {}} onChoose={onChoose} />);
    const tree = await screen.findByRole('tree', { name: '科目' });
    await within(tree).findByTestId('subject-node-505');
    // Disabled subjects are not offered; 135 carries the 辅 and 部 marks.
    expect(within(tree).queryByTestId('subject-node-141')).toBeNull();
    expect(within(tree).getByTestId('subject-node-135').textContent).toContain('辅');
    expect(within(tree).getByTestId('subject-node-135').textContent).toContain('部');
    expect(within(tree).queryByTestId('subject-node-50502')).toBeNull();

    fireEvent.click(inPicker('选择科目', '确定'));
    await dismissDialog('请选择科目');

    fireEvent.change(screen.getByLabelText('过滤科目'), { target: { value: '会议' } });
    const match = await within(tree).findByTestId('subject-node-50502');
    expect(within(tree).getByTestId('subject-node-505')).toBeTruthy();
    expect(within(tree).queryByTestId('subject-node-101')).toBeNull();

    fireEvent.click(within(tree).getByTestId('subject-node-505'));
    fireEvent.click(inPicker('选择科目', '确定'));
    await dismissDialog('请选择末级科目');
    expect(onChoose).not.toHaveBeenCalled();

    fireEvent.doubleClick(match);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ code: '50502' }));
  });

  it('opens a parent with a double-click and chooses with the keyboard', async () => {
    const onChoose = vi.fn();
    wrap(<SubjectPicker opened value="10201" onClose={() => {}} onChoose={onChoose} />);
    const tree = await screen.findByRole('tree', { name: '科目' });
    // The chosen subject's parent is open and it is selected.
    const chosen = await within(tree).findByTestId('subject-node-10201');
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    fireEvent.doubleClick(within(tree).getByTestId('subject-node-505'));
    await within(tree).findByTestId('subject-node-50501');
    fireEvent.keyDown(screen.getByLabelText('过滤科目'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByLabelText('过滤科目'), { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ code: '10202' }));
  });
});

describe('AuxiliaryItemPicker', () => {
  it('needs an item of every type linked to the subject', async () => {
    const onSave = vi.fn();
    wrap(
      <AuxiliaryItemPicker
        opened
        subject={subjectByCode('50503')}
        value={[{ typeNo: '02', typeName: '人员', infoNo: 'P002', infoName: '陈报销' }]}
        onClose={() => {}}
        onSave={onSave}
      />,
    );
    const form = await screen.findByRole('form', { name: '辅助核算' });
    await waitFor(() => expect(selectInput(form, /人员/).value).toBe('P002 陈报销'));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await dismissDialog('辅助核算项目不能为空');
    expect(within(form).getByText('请选择项目')).toBeTruthy();

    fireEvent.click(selectInput(form, /项目/));
    fireEvent.click(await screen.findByRole('option', { name: 'XM01 职工书屋建设' }));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        { typeNo: '02', typeName: '人员', infoNo: 'P002', infoName: '陈报销' },
        { typeNo: '03', typeName: '项目', infoNo: 'XM01', infoName: '职工书屋建设' },
      ]),
    );
  });
});

describe('DepartmentPicker', () => {
  it('lists enabled departments and requires a choice', async () => {
    const onChoose = vi.fn();
    wrap(<DepartmentPicker opened onClose={() => {}} onChoose={onChoose} />);
    await screen.findByTestId('department-option-02');
    expect(screen.queryByTestId('department-option-03')).toBeNull();
    fireEvent.click(inPicker('选择部门', '确定'));
    await dismissDialog('请选择部门');
    fireEvent.doubleClick(screen.getByTestId('department-option-02'));
    expect(onChoose).toHaveBeenCalledWith({ departmentCode: '02', departmentName: '财务部' });
  });
});

function Autocomplete({ onChoose }: { onChoose: (s: SubjectRow, advance: boolean) => void }) {
  const [code, setCode] = useState('');
  const s = testSubjects.find((x) => x.code === code);
  return (
    <SubjectAutocomplete
      aria-label="科目"
      subjects={testSubjects}
      code={code}
      label={s ? `${s.code} ${s.codeFullName}` : ''}
      onChoose={(subject, advance) => {
        setCode(subject.code);
        onChoose(subject, advance);
      }}
    />
  );
}

describe('SubjectAutocomplete', () => {
  it('offers end-level subjects for a typed code or name; arrows and Enter choose', async () => {
    const onChoose = vi.fn();
    wrap(<Autocomplete onChoose={onChoose} />);
    const input = screen.getByRole('combobox', { name: '科目' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '505' } });
    await screen.findByTestId('subject-option-50501');
    expect(screen.getByTestId('subject-option-50503')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenLastCalledWith(expect.objectContaining({ code: '50502' }), true);
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('50502 业务支出/会议支出');

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '库存' } });
    await screen.findByTestId('subject-option-101');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenLastCalledWith(expect.objectContaining({ code: '101' }), true);
  });
});
