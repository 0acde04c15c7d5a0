// 单位前置表: the fields of an outside unit and their rules, shared by the contract, the import and
// the dialog so all three refuse the same input with the same words. The 统一社会信用代码 is checked
// to its check character (GB 32100-2015), which catches a mistyped character before a payment does.
import { ACCOUNT_NO_MESSAGE, ACCOUNT_NO_RE, normalizeAccountNo } from '../personnel/rules';
import { isPhone, PHONE_MESSAGE } from '../rules/phone';

export const ENTERPRISE_KINDS = ['企业', '事业单位', '机关', '社会团体', '工会', '其他'] as const;
export type EnterpriseKind = (typeof ENTERPRISE_KINDS)[number];

export const ENTERPRISE_CODE_RE = /^[A-Za-z0-9]{1,20}$/;

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The 18th character the first 17 call for; null when one of them is outside the code's alphabet. */
export function creditCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARS.indexOf(first17[i] ?? '');
    if (v < 0) return null;
    sum += v * (USCC_WEIGHTS[i] ?? 0);
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31] ?? null;
}

/** Why a 统一社会信用代码 is wrong; null when it is right (upper-case expected). */
export function creditCodeProblem(code: string): string | null {
  if (code.length !== 18) return '统一社会信用代码应为 18 位';
  if (![...code].every((ch) => USCC_CHARS.includes(ch)))
    return '统一社会信用代码只能由数字和大写字母（不含 I、O、S、V、Z）组成';
  if (creditCheckChar(code.slice(0, 17)) !== code[17]) return '统一社会信用代码校验位不正确，请核对';
  return null;
}

export interface EnterpriseFields {
  code: string;
  name: string;
  creditCode: string;
  kind: string;
  bankName: string;
  accountNo: string;
  address: string;
  contact: string;
  phone: string;
}

/** What 配置管理 makes required. */
export interface EnterpriseRequirements {
  creditCode: boolean;
  bankAccount: boolean;
}

/** Trims, upper-cases the credit code and drops the spaces of the account number. */
export function normalizeEnterprise(f: EnterpriseFields): EnterpriseFields {
  return {
    code: f.code.trim(),
    name: f.name.trim(),
    creditCode: f.creditCode.trim().toUpperCase(),
    kind: f.kind.trim(),
    bankName: f.bankName.trim(),
    accountNo: normalizeAccountNo(f.accountNo.trim()),
    address: f.address.trim(),
    contact: f.contact.trim(),
    phone: f.phone.trim(),
  };
}

const maxLength: Array<[keyof EnterpriseFields, string, number]> = [
  ['name', '单位名称', 60],
  ['bankName', '开户行', 60],
  ['address', '地址', 100],
  ['contact', '联系人', 20],
];

/** Every problem of one (normalized) unit, in field order; empty when it may be saved. */
export function enterpriseProblems(f: EnterpriseFields, need: EnterpriseRequirements): string[] {
  const out: string[] = [];
  if (f.code === '') out.push('单位编码不能为空');
  else if (!ENTERPRISE_CODE_RE.test(f.code)) out.push('单位编码只能由字母或数字组成，长度 1 到 20 位');
  if (f.name === '') out.push('单位名称不能为空');
  for (const [key, label, max] of maxLength) {
    if (f[key].length > max) out.push(`${label}长度不能超过 ${max} 个字符`);
  }
  if (f.creditCode === '') {
    if (need.creditCode) out.push('统一社会信用代码不能为空（配置管理要求填写）');
  } else {
    const problem = creditCodeProblem(f.creditCode);
    if (problem) out.push(problem);
  }
  if (f.kind === '') out.push('单位性质不能为空');
  else if (!(ENTERPRISE_KINDS as readonly string[]).includes(f.kind))
    out.push(`单位性质应为 ${ENTERPRISE_KINDS.join('、')} 之一`);
  if (need.bankAccount && f.bankName === '') out.push('开户行不能为空（配置管理要求填写）');
  if (f.accountNo === '') {
    if (need.bankAccount) out.push('银行账号不能为空（配置管理要求填写）');
  } else if (!ACCOUNT_NO_RE.test(f.accountNo)) out.push(`银行账号${ACCOUNT_NO_MESSAGE}`);
  if (f.accountNo !== '' && f.bankName === '' && !need.bankAccount) out.push('填写银行账号时开户行不能为空');
  if (f.phone !== '' && !isPhone(f.phone)) out.push(PHONE_MESSAGE);
  return out;
}
