// 快速凭证设置: which 快捷凭证模板 经费快速录入 offers, in order, per user and ledger set. Shared by the
// server (its checks) and the screens, so both refuse the same list with the same words.

/** The most quick vouchers one list holds (a pick list, not a catalogue). */
export const QUICK_SETTING_MAX = 200;

/** GET /api/voucher/quickSetting. */
export interface QuickVoucherSetting {
  /** The chosen template ids in order; null while never set (then every template is offered). */
  templateIds: number[] | null;
  /** 0 while never saved; a save sends the version it edited. */
  version: number;
}

/** Why the list cannot be saved as it is, or null. */
export function quickSettingProblem(ids: readonly number[]): string | null {
  if (ids.length > QUICK_SETTING_MAX) return `快速凭证最多选择 ${QUICK_SETTING_MAX} 个`;
  const twice = new Set(ids.filter((id, i) => ids.indexOf(id) !== i));
  if (twice.size > 0) return `快捷凭证模板重复：ID ${[...twice].join('、')}`;
  return null;
}
