// What the 人员 and 拨款卡 dialogs check before a save is queued: the contract's own rules (so the
// server would accept it) plus what the cache already tells (a 工号 or 账号 already taken).
import {
  accountNoProblem,
  type Grade,
  normalizeAccountNo,
  PERSON_CODE_MESSAGE,
  PERSON_CODE_RE,
} from '../../core/personnel/rules';
import { validateMobile } from '../../core/rules/phone';
import type { BankCardRow, PersonRow } from '../../local/personnel';

export interface PersonForm {
  code: string;
  name: string;
  departmentId: string | null;
  grade: Grade | null;
  title: string;
  mobile: string;
  userId: string | null;
}

export function initialPersonForm(editing: PersonRow | null): PersonForm {
  return {
    code: editing?.code ?? '',
    name: editing?.name ?? '',
    departmentId: editing ? String(editing.departmentId) : null,
    grade: editing?.grade ?? '其余人员',
    title: editing?.title ?? '',
    mobile: editing?.mobile ?? '',
    userId: editing?.userId == null ? null : String(editing.userId),
  };
}

export function validatePerson(
  v: PersonForm,
  rows: readonly PersonRow[],
  editing: PersonRow | null,
): string | null {
  const code = v.code.trim();
  if (!code) return '工号不能为空';
  if (!PERSON_CODE_RE.test(code)) return `工号${PERSON_CODE_MESSAGE}`;
  if (rows.some((r) => r.code === code && r.key !== editing?.key)) return `工号已存在：${code}`;
  if (!v.name.trim()) return '姓名不能为空';
  if (v.name.trim().length > 40) return '姓名长度不能超过 40 个字符';
  if (v.departmentId === null) return '请选择部门';
  if (v.grade === null) return '请选择职级';
  if (v.title.trim().length > 40) return '职务长度不能超过 40 个字符';
  const mobile = validateMobile(v.mobile);
  if (mobile) return mobile;
  if (v.userId !== null) {
    const other = rows.find((r) => String(r.userId) === v.userId && r.key !== editing?.key);
    if (other) return `该用户已关联人员 ${other.code} ${other.name}，一个用户只能关联一名人员`;
  }
  return null;
}

export interface BankCardForm {
  /** The person paid, or null for a unit payee. */
  personId: string | null;
  accountName: string;
  bankName: string;
  accountNo: string;
  isDefault: boolean;
}

export function initialBankCardForm(editing: BankCardRow | null): BankCardForm {
  return {
    personId: editing?.personId == null ? null : String(editing.personId),
    accountName: editing?.accountName ?? '',
    bankName: editing?.bankName ?? '',
    accountNo: editing ? groupDigits(editing.accountNo) : '',
    isDefault: editing?.isDefault ?? false,
  };
}

export function validateBankCard(
  v: BankCardForm,
  rows: readonly BankCardRow[],
  editing: BankCardRow | null,
): string | null {
  if (!v.accountName.trim()) return '户名不能为空';
  if (v.accountName.trim().length > 60) return '户名长度不能超过 60 个字符';
  if (!v.bankName.trim()) return '开户行不能为空';
  if (v.bankName.trim().length > 60) return '开户行长度不能超过 60 个字符';
  const problem = accountNoProblem(v.accountNo);
  if (problem) return `账号${problem}`;
  const digits = normalizeAccountNo(v.accountNo);
  if (rows.some((r) => r.accountNo === digits && r.key !== editing?.key)) {
    return `账号 ${digits} 已绑定，同一账号只能绑定一次`;
  }
  if (editing?.isDefault && !v.isDefault && sameOwner(editing, v)) {
    return '每个收款人须有一张默认卡：请把另一张卡设为默认，本卡即不再是默认卡';
  }
  return null;
}

function sameOwner(row: BankCardRow, v: BankCardForm): boolean {
  const personId = v.personId === null ? null : Number(v.personId);
  return personId === null
    ? row.personId === null && row.accountName === v.accountName.trim()
    : row.personId === personId;
}

/** "6222020200112233445" -> "6222 0202 0011 2233 445": read aloud and checked by eye in fours. */
export function groupDigits(accountNo: string): string {
  return normalizeAccountNo(accountNo).replace(/(\d{4})(?=\d)/g, '$1 ');
}
