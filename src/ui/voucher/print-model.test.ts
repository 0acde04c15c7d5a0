// The printed voucher under a 凭证打印设置: 财务主管 and 出纳 filled, recorded names the setting
// leaves out printed blank, the unit and the lines per sheet; and the same for a batch laid out
// without the setting first (凭证连续打印).
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTING, type VoucherPrintSettingInput } from '../../core/voucher/print-setting';
import { blankLine, type EntryLine } from './grid-model';
import { printableOf, withPrintSetting } from './print-model';
import { newDraft, type VoucherDraft } from './voucher-draft';

const line = (patch: Partial<EntryLine>): EntryLine => ({ ...blankLine('x'), ...patch });

function draftOf(count: number): VoucherDraft {
  let n = 0;
  const draft = newDraft(() => `id-${++n}`, '记', '2026-03-08');
  const lines = Array.from({ length: count }, (_, i) =>
    line({
      summary: `第${i + 1}笔`,
      code: i % 2 ? '101' : '50501',
      ...(i % 2 ? { credit: '1000' } : { debit: '1000' }),
    }),
  );
  return {
    ...draft,
    lines,
    server: {
      voucherType: '记',
      voucherNo: 7,
      version: 3,
      status: 'posted',
      preparedBy: '张制单',
      reviewer: '李审核',
      bookkeeper: '王记账',
    } as VoucherDraft['server'],
  };
}

const ctx = { unit: '示范市总工会', typeName: '记账凭证', preparedBy: '当前用户' };
const setting: VoucherPrintSettingInput = {
  ...DEFAULT_PRINT_SETTING,
  supervisorName: '赵主管',
  cashierName: '钱出纳',
  printAuditor: false,
  unitName: '示范市总工会机关',
  linesHalfA4: 4,
};
const names = (v: { signatures: { label: string; name: string }[] }) =>
  v.signatures.map((s) => `${s.label}:${s.name}`);

describe('a voucher printed with the ledger set’s print setting', () => {
  it('without a setting prints only the recorded names and the paper’s default lines', () => {
    const sheet = printableOf(draftOf(2), ctx, 'halfA4');
    expect(names(sheet)).toEqual(['财务主管:', '记账:王记账', '审核:李审核', '出纳:', '制单:张制单']);
    expect(sheet.unit).toBe('示范市总工会');
    expect(sheet.linesPerPage).toBe(6);
  });

  it('fills 财务主管 and 出纳, leaves out the auditor, names the unit and uses its lines per sheet', () => {
    const sheet = printableOf(draftOf(6), { ...ctx, setting }, 'halfA4');
    expect(names(sheet)).toEqual(['财务主管:赵主管', '记账:王记账', '审核:', '出纳:钱出纳', '制单:张制单']);
    expect(sheet.unit).toBe('示范市总工会机关');
    expect(sheet.linesPerPage).toBe(4);
    expect(sheet.pages.map((p) => [p.lines.length, p.debit, p.credit, p.last])).toEqual([
      [4, '2000.00', '2000.00', false],
      [2, '1000.00', '1000.00', true],
    ]);
    expect(sheet.debitTotal).toBe('3,000.00');
    // A4 takes the A4 line count (14 by default): one sheet.
    const a4 = printableOf(draftOf(6), { ...ctx, setting }, 'A4');
    expect([a4.linesPerPage, a4.pages.length]).toEqual([14, 1]);
  });

  it('an empty unit name prints the ledger set’s; all recorded names off prints blank lines', () => {
    const none = { ...setting, unitName: '', printPreparer: false, printBookkeeper: false };
    const sheet = printableOf(draftOf(2), { ...ctx, setting: none }, 'halfA4');
    expect(sheet.unit).toBe('示范市总工会');
    expect(names(sheet)).toEqual(['财务主管:赵主管', '记账:', '审核:', '出纳:钱出纳', '制单:']);
  });

  it('lays out a batch voucher (built without the setting) as the setting prints it', () => {
    const plain = printableOf(draftOf(6), ctx, 'halfA4');
    expect(plain.pages).toHaveLength(1);
    const laidOut = withPrintSetting(plain, setting, 'halfA4');
    expect(laidOut).toEqual(printableOf(draftOf(6), { ...ctx, setting }, 'halfA4'));
    // Applying it twice changes nothing more.
    expect(withPrintSetting(laidOut, setting, 'halfA4')).toEqual(laidOut);
  });
});
