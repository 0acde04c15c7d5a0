// Which subjects 其他日报表 shows, remembered on this device per ledger set: a cashier or
// accountant looks at the same few subjects every day. Either listed codes or a code range (the
// screen keeps them exclusive); neither means every subject outside cash and bank.
import { browserStorage, type KeyValueStorage } from '../../../api/storage';

export interface SubjectChoice {
  codes: readonly string[];
  codeFrom: string;
  codeTo: string;
}

export const noChoice: SubjectChoice = { codes: [], codeFrom: '', codeTo: '' };

const keyOf = (ledgerSet: string) => `books:otherDaily:subjects:${ledgerSet}`;
const isCode = (v: unknown): v is string => typeof v === 'string' && /^\d{1,40}$/.test(v);

export function readChoice(ledgerSet: string, storage: KeyValueStorage = browserStorage('localStorage')) {
  try {
    const saved = JSON.parse(storage.getItem(keyOf(ledgerSet)) ?? 'null') as Partial<SubjectChoice> | null;
    if (!saved) return noChoice;
    return {
      codes: Array.isArray(saved.codes) ? saved.codes.filter(isCode).slice(0, 200) : [],
      codeFrom: isCode(saved.codeFrom) ? saved.codeFrom : '',
      codeTo: isCode(saved.codeTo) ? saved.codeTo : '',
    };
  } catch {
    // A hand-edited or foreign value: start over rather than fail the screen.
    return noChoice;
  }
}

export function saveChoice(
  ledgerSet: string,
  choice: SubjectChoice,
  storage: KeyValueStorage = browserStorage('localStorage'),
): void {
  storage.setItem(keyOf(ledgerSet), JSON.stringify(choice));
}

/** A link's ?codes=…&codeFrom=… over what this device remembers. */
export function choiceFromSearch(search: Record<string, string | undefined>, remembered: SubjectChoice) {
  const codes = (search.codes ?? '').split(',').filter(isCode);
  if (codes.length > 0) return { codes, codeFrom: '', codeTo: '' };
  if (isCode(search.codeFrom) || isCode(search.codeTo)) {
    return {
      codes: [],
      codeFrom: isCode(search.codeFrom) ? search.codeFrom : '',
      codeTo: isCode(search.codeTo) ? search.codeTo : '',
    };
  }
  return remembered;
}

/** The query fields of a choice: codes win, as on the server. */
export function choiceQuery(choice: SubjectChoice): { codes?: string; codeFrom?: string; codeTo?: string } {
  if (choice.codes.length > 0) return { codes: choice.codes.join(',') };
  const out: { codeFrom?: string; codeTo?: string } = {};
  if (choice.codeFrom) out.codeFrom = choice.codeFrom;
  if (choice.codeTo) out.codeTo = choice.codeTo;
  return out;
}

/** 科目：135、50501 / 科目：135 至 215 / 现金、银行存款以外的全部科目 */
export function choiceLabel(choice: SubjectChoice): string {
  if (choice.codes.length > 0) return `科目：${choice.codes.join('、')}`;
  if (choice.codeFrom || choice.codeTo)
    return `科目：${choice.codeFrom || '最小'} 至 ${choice.codeTo || '最大'}`;
  return '科目：现金、银行存款以外的全部科目';
}
