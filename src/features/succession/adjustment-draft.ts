// A 2022-01-01 adjusting-entry proposal (财会〔2021〕16号) as a voucher draft for 凭证录入: its
// lines with their subjects and sides, amounts left for the person to work out. A line whose
// subject is described in words (not in this chart) keeps the words in its summary.

import type { AdjustmentView } from '../../core/contracts/succession';
import { blankLine, type MakeId } from '../../ui/voucher/grid-model';
import type { VoucherDraft } from '../../ui/voucher/voucher-draft';

export interface SubjectNames {
  get(code: string): { codeName: string; codeFullName: string } | undefined;
}

export function adjustmentDraft(
  adjustment: AdjustmentView,
  voucherId: string,
  voucherType: string,
  subjects: SubjectNames,
  makeId: MakeId,
): VoucherDraft {
  return {
    id: voucherId,
    voucherType,
    voucherDate: adjustment.voucherDate,
    numberOfDocument: 0,
    server: null,
    edited: true,
    lines: adjustment.entries.map((e) => {
      const line = blankLine(makeId(), e.balanceDirection);
      const subject = e.code ? subjects.get(e.code) : undefined;
      return {
        ...line,
        summary: e.code ? e.summary || adjustment.title : `${e.summary || adjustment.title}（${e.name}）`,
        code: subject && e.code ? e.code : '',
        subjectName: subject?.codeName ?? '',
        subjectFullName: subject?.codeFullName ?? '',
      };
    }),
  };
}
