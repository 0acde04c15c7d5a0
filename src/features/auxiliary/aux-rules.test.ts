import { describe, expect, it } from 'vitest';
import type { AuxInfoView, AuxTypeView } from '../../core/contracts/auxiliary';
import {
  fieldSummary,
  fieldsPayload,
  filterItems,
  formatFieldValue,
  nextInfoNo,
  validateItemForm,
  validateTypeForm,
} from './aux-rules';

const item = (
  id: number,
  infoNo: string,
  infoName: string,
  details: Record<string, string> = {},
): AuxInfoView => ({
  id,
  typeId: 5,
  infoNo,
  infoName,
  details,
  enabled: true,
  readOnly: false,
});

const contract: AuxTypeView = {
  id: 5,
  typeNo: '05',
  typeName: '合同',
  builtInSystem: false,
  builtin: null,
  enabled: true,
  fields: [
    { fieldNo: 'f1', fieldName: '对方', fieldType: 1 },
    { fieldNo: 'f2', fieldName: '份数', fieldType: 2 },
    { fieldNo: 'f3', fieldName: '金额', fieldType: 3 },
    { fieldNo: 'f4', fieldName: '签订时间', fieldType: 4 },
  ],
  childData: [item(1, 'HT001', '场馆租赁合同', { f3: '12000.50' })],
};
const person: AuxTypeView = {
  ...contract,
  id: 2,
  typeNo: '02',
  typeName: '人员',
  builtin: 'person',
  fields: [],
};
const department: AuxTypeView = {
  ...contract,
  id: 1,
  typeNo: '01',
  typeName: '部门',
  builtin: 'department',
  fields: [],
};

describe('type form', () => {
  const form = (
    typeName: string,
    fields: { fieldName: string; fieldType: 1 | 2 | 3 | 4 }[] = [],
    typeNo = '',
  ) => ({
    typeNo,
    typeName,
    fields: fields.map((f) => ({ fieldNo: '', ...f })),
  });

  it('needs a unique name and well-formed, uniquely named fields', () => {
    const types = [person, contract];
    expect(validateTypeForm(form(''), types, null)).toBe('类型名称不能为空');
    expect(validateTypeForm(form('合同'), types, null)).toBe('辅助核算类型名称已存在：合同');
    expect(validateTypeForm(form('合同'), types, contract)).toBeNull();
    expect(validateTypeForm(form('资金', [], '0 5'), types, null)).toBe(
      '类型编号只能由字母、数字、下划线或连字符组成（最多 30 位）',
    );
    expect(validateTypeForm(form('资金', [], '05'), types, null)).toBe('辅助核算类型编号已存在：05');
    expect(validateTypeForm(form('资金', [{ fieldName: ' ', fieldType: 1 }]), types, null)).toBe(
      '第1个字段：字段名称不能为空',
    );
    expect(
      validateTypeForm(
        form('资金', [
          { fieldName: '来源', fieldType: 1 },
          { fieldName: '来源', fieldType: 3 },
        ]),
        types,
        null,
      ),
    ).toBe('字段名称重复：来源');
    expect(validateTypeForm(form('部门', [{ fieldName: 'x', fieldType: 1 }]), types, department)).toBe(
      '部门的项目来自部门设置，不能增加自定义字段',
    );
    expect(validateTypeForm(form('资金', [{ fieldName: '来源', fieldType: 1 }]), types, null)).toBeNull();
  });

  it('sends existing fields with their number and new ones without', () => {
    expect(
      fieldsPayload([
        { fieldNo: 'f1', fieldName: ' 对方 ', fieldType: 1 },
        { fieldNo: '', fieldName: '备注', fieldType: 1 },
      ]),
    ).toEqual([
      { fieldNo: 'f1', fieldName: '对方', fieldType: 1 },
      { fieldName: '备注', fieldType: 1 },
    ]);
    expect(fieldSummary(contract.fields)).toBe('对方（文本）、份数（数字）、金额（金额）、签订时间（时间）');
  });
});

describe('item form', () => {
  const check = (
    infoNo: string,
    infoName: string,
    details: Record<string, string> = {},
    editing: AuxInfoView | null = null,
  ) => validateItemForm({ infoNo, infoName, details }, contract, editing);

  it('checks number, name and each field by its type, answering canonical values', () => {
    expect(check('', 'x')).toEqual({ ok: false, message: '合同编号不能为空' });
    expect(check('HT 2', 'x')).toMatchObject({ ok: false, message: expect.stringContaining('只能由字母') });
    expect(check('HT001', '新合同')).toEqual({ ok: false, message: '合同编号已存在：HT001' });
    expect(check('HT002', '场馆租赁合同')).toEqual({ ok: false, message: '合同名称已存在：场馆租赁合同' });
    expect(check('HT001', '场馆租赁合同', {}, contract.childData[0] as AuxInfoView)).toEqual({
      ok: true,
      details: {},
    });
    expect(check('HT002', '印刷合同', { f2: '两份' })).toEqual({ ok: false, message: '份数应为数字' });
    expect(check('HT002', '印刷合同', { f4: '2022-02-30' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('签订时间应为日期时间'),
    });
    expect(check('HT002', '印刷合同', { f1: ' 印刷厂 ', f2: '', f3: '1,200.5', f4: '2022-03-01' })).toEqual({
      ok: true,
      details: { f1: '印刷厂', f3: '1200.50', f4: '2022-03-01' },
    });
  });

  it('suggests the next number after the highest, keeping prefix and width', () => {
    expect(nextInfoNo([item(1, 'P001', 'a'), item(2, 'P003', 'b'), item(3, 'P002', 'c')])).toBe('P004');
    expect(nextInfoNo([item(1, 'XM2022001', 'a'), item(2, 'XM2022002', 'b')])).toBe('XM2022003');
    expect(nextInfoNo([item(1, '09', 'a')])).toBe('10');
    expect(nextInfoNo([item(1, 'ABC', 'a')])).toBe('001');
    expect(nextInfoNo([])).toBe('001');
  });

  it('formats money values and filters by number, name or any field value', () => {
    expect(formatFieldValue(contract.fields[2] as never, '12000.5')).toBe('12,000.50');
    expect(formatFieldValue(contract.fields[0] as never, '体育中心')).toBe('体育中心');
    expect(formatFieldValue(contract.fields[2] as never, undefined)).toBe('');
    const items = [
      item(1, 'HT001', '场馆租赁合同', { f1: '体育中心' }),
      { ...item(2, 'HT002', '印刷合同'), enabled: false },
    ];
    expect(filterItems(items, '体育', true).map((i) => i.infoNo)).toEqual(['HT001']);
    expect(filterItems(items, 'ht', true).map((i) => i.infoNo)).toEqual(['HT001', 'HT002']);
    expect(filterItems(items, '', false).map((i) => i.infoNo)).toEqual(['HT001']);
  });
});
