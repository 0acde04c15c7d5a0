// A small chart (county style) with auxiliary and department accounting, for picker and grid tests.
import { type AuxItemRow, toAuxItemRows } from '../../local/auxiliary';
import type { LocalDb } from '../../local/db';
import { type DepartmentRow, toDepartmentRow } from '../../local/departments';
import { type SubjectRecord, type SubjectRow, toSubjectRow } from '../../local/subjects';

function subject(
  code: string,
  codeName: string,
  extra: Partial<SubjectRecord> & { parentCode?: string | null } = {},
): SubjectRecord {
  const parentCode = extra.parentCode ?? null;
  return {
    id: Number(code),
    code,
    codeName,
    codeFullName: codeName,
    balanceDirection: 1,
    parentCode,
    level: parentCode ? 2 : 1,
    category: '资产',
    hasChild: false,
    isLeaf: true,
    hasAuxi: false,
    auxTypes: [],
    enabled: true,
    deptAccounting: false,
    isStandard: true,
    ...extra,
  };
}

export const testSubjects: SubjectRow[] = [
  subject('101', '库存现金'),
  subject('102', '银行存款', { isLeaf: false, hasChild: true }),
  subject('10201', '经费集中户', { parentCode: '102', codeFullName: '银行存款/经费集中户' }),
  subject('10202', '代管经费', { parentCode: '102', codeFullName: '银行存款/代管经费' }),
  subject('135', '其他应收款', {
    hasAuxi: true,
    deptAccounting: true,
    auxTypes: [{ id: 2, typeNo: '02', typeName: '人员' }],
  }),
  subject('141', '库存物品', { enabled: false }),
  subject('505', '业务支出', { isLeaf: false, hasChild: true, category: '支出' }),
  subject('50501', '培训支出', { parentCode: '505', codeFullName: '业务支出/培训支出', category: '支出' }),
  subject('50502', '会议支出', { parentCode: '505', codeFullName: '业务支出/会议支出', category: '支出' }),
  subject('50503', '专项业务支出', {
    parentCode: '505',
    codeFullName: '业务支出/专项业务支出',
    category: '支出',
    hasAuxi: true,
    auxTypes: [
      { id: 2, typeNo: '02', typeName: '人员' },
      { id: 3, typeNo: '03', typeName: '项目' },
    ],
  }),
].map(toSubjectRow);

export const testAuxItems: AuxItemRow[] = toAuxItemRows([
  {
    id: 2,
    typeNo: '02',
    typeName: '人员',
    builtin: 'person',
    enabled: true,
    childData: [
      { id: 1, infoNo: 'P001', infoName: '张制单', enabled: true },
      { id: 2, infoNo: 'P002', infoName: '陈报销', enabled: true },
      { id: 3, infoNo: 'P009', infoName: '已离职', enabled: false },
    ],
  },
  {
    id: 3,
    typeNo: '03',
    typeName: '项目',
    builtin: 'project',
    enabled: true,
    childData: [{ id: 4, infoNo: 'XM01', infoName: '职工书屋建设', enabled: true }],
  },
]);

export const testDepartments: DepartmentRow[] = [
  { id: 1, departmentCode: '01', departmentName: '办公室', parentCode: null, enabled: true, version: 1 },
  { id: 2, departmentCode: '02', departmentName: '财务部', parentCode: null, enabled: true, version: 1 },
  { id: 3, departmentCode: '03', departmentName: '旧部门', parentCode: null, enabled: false, version: 1 },
].map(toDepartmentRow);

/** Fills the reference cache the pickers read. */
export async function seedReference(db: LocalDb): Promise<void> {
  await db.subjects.bulkPut(testSubjects);
  await db.auxItems.bulkPut(testAuxItems);
  await db.departments.bulkPut(testDepartments);
}

export const subjectByCode = (code: string): SubjectRow => {
  const found = testSubjects.find((s) => s.code === code);
  if (!found) throw new Error(`no test subject ${code}`);
  return found;
};
