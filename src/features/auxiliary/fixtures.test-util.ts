// Auxiliary types as /api/auxi/GetAuxiTypeAllList answers them, for the screens' tests.
import type { AuxInfoView, AuxTypeView } from '../../core/contracts/auxiliary';

const info = (
  id: number | null,
  typeId: number,
  infoNo: string,
  infoName: string,
  more: Partial<AuxInfoView> = {},
): AuxInfoView => ({
  id,
  typeId,
  infoNo,
  infoName,
  details: {},
  enabled: true,
  readOnly: id === null,
  ...more,
});

export function auxTypes(): AuxTypeView[] {
  const base = { builtInSystem: true, enabled: true, fields: [] };
  return [
    {
      ...base,
      id: 1,
      typeNo: '01',
      typeName: '部门',
      builtin: 'department',
      childData: [info(null, 1, '01', '办公室')],
    },
    {
      ...base,
      id: 2,
      typeNo: '02',
      typeName: '人员',
      builtin: 'person',
      childData: [info(21, 2, 'P001', '张制单'), info(22, 2, 'P002', '陈报销', { enabled: false })],
    },
    {
      ...base,
      id: 3,
      typeNo: '03',
      typeName: '项目',
      builtin: 'project',
      childData: [info(31, 3, 'XM2022001', '职工书屋建设')],
    },
    { ...base, id: 4, typeNo: '04', typeName: '往来单位', builtin: 'unit', childData: [] },
    {
      id: 5,
      typeNo: '05',
      typeName: '合同',
      builtInSystem: false,
      builtin: null,
      enabled: true,
      fields: [
        { fieldNo: 'f1', fieldName: '对方', fieldType: 1 },
        { fieldNo: 'f2', fieldName: '金额', fieldType: 3 },
      ],
      childData: [info(51, 5, 'HT001', '场馆租赁合同', { details: { f1: '体育中心', f2: '12000.50' } })],
    },
  ];
}
