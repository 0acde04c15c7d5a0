// Separation of duties (domain NOTES §5: review apart from entry; S5 第十七条): the pairs of rights
// no single role, and no single user through several roles, may hold together. A clash names both
// sides in the words finance staff use, so the refusal says what to take away.
import type { DutyCode } from './duties';

export interface DutyRule {
  /** 凭证的制单与审核 */
  readonly name: string;
  readonly a: { readonly label: string; readonly keys: readonly string[] };
  readonly b: { readonly label: string; readonly keys: readonly string[] };
}

export const separationRules: readonly DutyRule[] = [
  {
    name: '凭证的制单与审核',
    a: {
      label: '制单',
      keys: [
        'voucher.entry',
        'voucher.fundsQuickEntry',
        'voucher.modifyDelete',
        'voucher.automatic',
        'voucher.automatic2',
      ],
    },
    b: { label: '审核', keys: ['voucher.audit'] },
  },
  {
    name: '报销单据的申报与审批',
    a: {
      label: '申报',
      keys: [
        'reimbursement.form',
        'reimbursement.office',
        'travel.claim',
        'loan.form',
        'repayment.form',
        'provision.form',
        'currentReimbursement.form',
      ],
    },
    b: {
      label: '审批',
      keys: [
        'reimbursement.approval',
        'travel.approval',
        'loan.approval',
        'repayment.approval',
        'provision.approval',
        'currentReimbursement.approval',
      ],
    },
  },
];

/**
 * The supervising duties hold every right of the books, as 账套主管 does in practice: 系统管理员 and
 * 财务主管. The rules above do not bind them; the document-level rules still do (nobody audits a
 * voucher they prepared, no declarer approves their own claim).
 */
export const supervisingDuties: readonly DutyCode[] = ['admin', 'supervisor'];

export interface DutyClash {
  readonly rule: string;
  /** One key of each side that is held, for the message. */
  readonly a: string;
  readonly b: string;
  readonly message: string;
}

/** The clashes among `keys` (a role's, or a user's roles' together); [] when none. */
export function dutyClashes(keys: Iterable<string>, nameOf: (key: string) => string = (k) => k): DutyClash[] {
  const held = new Set(keys);
  const clashes: DutyClash[] = [];
  for (const rule of separationRules) {
    const a = rule.a.keys.find((k) => held.has(k));
    const b = rule.b.keys.find((k) => held.has(k));
    if (a === undefined || b === undefined) continue;
    clashes.push({
      rule: rule.name,
      a,
      b,
      message: `不相容职责：不能同时拥有${rule.a.label}（${nameOf(a)}）和${rule.b.label}（${nameOf(b)}）——${rule.name}须由不同人员担任`,
    });
  }
  return clashes;
}
