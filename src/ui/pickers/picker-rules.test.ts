import { describe, expect, it } from 'vitest';
import { subjectByCode, testAuxItems, testSubjects } from './fixtures.test-util';
import {
  alignAuxChoices,
  ancestorsOf,
  auxLabel,
  auxOptionsOf,
  checkAuxChoice,
  checkDepartmentChoice,
  checkSubjectChoice,
  resolveSubject,
  subjectTree,
  suggestSubjects,
  visibleNodes,
} from './picker-rules';

const codes = (rows: readonly { code: string }[]) => rows.map((r) => r.code);

describe('subject choice', () => {
  it('asks for a subject, an end-level one, and an enabled one', () => {
    expect(checkSubjectChoice(null)).toBe('请选择科目');
    expect(checkSubjectChoice(subjectByCode('102'))).toBe('请选择末级科目');
    expect(checkSubjectChoice(subjectByCode('141'))).toBe('科目 141 已停用');
    expect(checkSubjectChoice(subjectByCode('10201'))).toBeNull();
  });
});

describe('auxiliary and department choice', () => {
  const s = subjectByCode('50503');
  it('requires an item for every linked type', () => {
    const aligned = alignAuxChoices(s, [
      { typeNo: '02', typeName: '人员', infoNo: 'P001', infoName: '张制单' },
    ]);
    expect(aligned.map((c) => [c.typeNo, c.infoNo])).toEqual([
      ['02', 'P001'],
      ['03', ''],
    ]);
    expect(checkAuxChoice(s, aligned)).toBe('辅助核算项目不能为空');
    const full = aligned.map((c) =>
      c.typeNo === '03' ? { ...c, infoNo: 'XM01', infoName: '职工书屋建设' } : c,
    );
    expect(checkAuxChoice(s, full)).toBeNull();
    expect(auxLabel(full)).toBe('张制单·职工书屋建设');
  });

  it('drops choices of types the new subject does not have', () => {
    const aligned = alignAuxChoices(subjectByCode('135'), [
      { typeNo: '03', typeName: '项目', infoNo: 'XM01', infoName: '职工书屋建设' },
    ]);
    expect(aligned).toEqual([{ typeNo: '02', typeName: '人员', infoNo: '', infoName: '' }]);
  });

  it('offers enabled items of the type only', () => {
    expect(codes(auxOptionsOf(testAuxItems, '02'))).toEqual(['P001', 'P002']);
  });

  it('requires a department only with department accounting', () => {
    expect(checkDepartmentChoice(subjectByCode('135'), null)).toBe('请选择部门');
    expect(checkDepartmentChoice(subjectByCode('135'), '01')).toBeNull();
    expect(checkDepartmentChoice(subjectByCode('101'), null)).toBeNull();
  });
});

describe('autocomplete', () => {
  it('offers enabled end-level subjects, code prefix first, then names', () => {
    expect(codes(suggestSubjects(testSubjects, '10'))).toEqual(['101', '10201', '10202']);
    expect(codes(suggestSubjects(testSubjects, '102'))).toEqual(['10201', '10202']);
    expect(codes(suggestSubjects(testSubjects, '会议'))).toEqual(['50502']);
    expect(codes(suggestSubjects(testSubjects, '银行'))).toEqual(['10201', '10202']);
    expect(codes(suggestSubjects(testSubjects, '库存'))).toEqual(['101']);
  });

  it('resolves an exact code, "code name" as shown, or a single match', () => {
    expect(resolveSubject(testSubjects, '50501')?.code).toBe('50501');
    expect(resolveSubject(testSubjects, '50501 培训支出')?.code).toBe('50501');
    expect(resolveSubject(testSubjects, '培训')?.code).toBe('50501');
    expect(resolveSubject(testSubjects, '支出')).toBeNull();
    expect(resolveSubject(testSubjects, '')).toBeNull();
  });
});

describe('tree', () => {
  const roots = subjectTree(testSubjects);
  it('nests by parent and leaves disabled subjects out', () => {
    expect(codes(roots.map((r) => r.subject))).toEqual(['101', '102', '135', '505']);
    expect(codes(roots[1]?.children.map((c) => c.subject) ?? [])).toEqual(['10201', '10202']);
  });

  it('shows expanded children only, or every match with its ancestors when filtering', () => {
    expect(codes(visibleNodes(roots, new Set(), '').map((n) => n.subject))).toEqual([
      '101',
      '102',
      '135',
      '505',
    ]);
    expect(codes(visibleNodes(roots, new Set(['505']), '').map((n) => n.subject))).toEqual([
      '101',
      '102',
      '135',
      '505',
      '50501',
      '50502',
      '50503',
    ]);
    const found = visibleNodes(roots, new Set(), '会议');
    expect(found.map((n) => [n.subject.code, n.depth])).toEqual([
      ['505', 0],
      ['50502', 1],
    ]);
    expect(ancestorsOf(testSubjects, '50502')).toEqual(['505']);
  });
});
