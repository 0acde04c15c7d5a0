// The period every book report shares (issue 7 §5), once its query has passed the contract's struct
// (src/core/contracts/ledger-query.ts): the defaults and the checks across fields.
import { badRequest } from '../../lib/errors.ts';

export interface PeriodQuery {
  year: number;
  monthFrom: number;
  monthTo: number;
  codeFrom: string | undefined;
  codeTo: string | undefined;
  level: number | undefined;
  includeUnposted: boolean;
  hideZero: boolean;
}

interface PeriodInput {
  year?: number | undefined;
  monthFrom?: number | undefined;
  monthTo?: number | undefined;
  codeFrom?: string | undefined;
  codeTo?: string | undefined;
  level?: number | undefined;
  includeUnposted?: boolean | undefined;
  hideZero?: boolean | undefined;
}

/** Defaults (the session's year, the whole year) and the checks across fields. */
export function periodOf(input: PeriodInput, sessionYear: number | null): PeriodQuery {
  const year = input.year ?? sessionYear ?? new Date().getFullYear();
  const monthFrom = input.monthFrom ?? 1;
  const monthTo = input.monthTo ?? (input.monthFrom !== undefined ? monthFrom : 12);
  if (monthFrom > monthTo) throw badRequest(`起始月份 ${monthFrom} 月不能晚于结束月份 ${monthTo} 月`);
  const { codeFrom, codeTo } = input;
  if (codeFrom && codeTo && codeFrom > codeTo && !codeFrom.startsWith(codeTo)) {
    throw badRequest(`起始科目 ${codeFrom} 不能大于结束科目 ${codeTo}`);
  }
  return {
    year,
    monthFrom,
    monthTo,
    codeFrom: codeFrom || undefined,
    codeTo: codeTo || undefined,
    level: input.level,
    includeUnposted: input.includeUnposted ?? false,
    hideZero: input.hideZero ?? false,
  };
}
