// The words of the succession dialog that depend on the server's state: the badge and hint for
// each state, and what the automatic take-over did (or left for the person to finish).

import type { AutoResult, ChoiceStand } from '../../core/contracts/succession';
import { openConfirmDialog } from '../../ui/dialogs';
import type { SuccessionIntro } from '../../ui/init/succession-host';

export function stateText(stand: ChoiceStand): { label: string; color: string; hint: string } {
  if (stand.successionState === 'done') {
    return {
      label: '已完成',
      color: 'teal',
      hint: '科目衔接已完成，旧账余额已转为新制度期初余额；如需调整，请在「科目期初余额」中修改并做好 2022-01-01 调整分录。',
    };
  }
  if (stand.successionState === 'skipped') {
    return {
      label: '手工录入',
      color: 'gray',
      hint: '已选择不承接旧账、手工录入期初余额。右表的旧账余额可作为录入时的参考。',
    };
  }
  return {
    label: '未完成',
    color: 'orange',
    hint: stand.oldBalancesEntered
      ? '点击新科目行的「+」选择它承接的旧科目，必要时调整承接金额；两边借贷合计一致后点击「确认承接」。'
      : '旧账还没有 2021 年年末余额：请在右表录入或导入旧账余额，再进行承接。',
  };
}

const list = (items: readonly string[]) => items.join('、');

export function autoMessage(result: AutoResult): SuccessionIntro {
  if (!result.completed) {
    return {
      tone: 'warning',
      message: `以下旧科目无法自动承接，请为相应的新科目选择它们后确认承接：${list(result.untaken.map((u) => `${u.code} ${u.name}`))}`,
    };
  }
  const review =
    result.needsReview.length > 0
      ? `\n以下旧科目按规则整体转入，请核对，需要拆分的在 2022-01-01 调整分录中处理：${list(
          result.needsReview.map((r) => `${r.code} ${r.name} → ${r.newCode}`),
        )}`
      : '';
  return { tone: 'info', message: `已按对照表自动承接全部旧科目余额。${review}` };
}

/** Mode 3 needs a second yes: the 2021 year-end balances will be keyed in by hand (spec 000 §4.1). */
export function confirmManualMode(): Promise<boolean> {
  return openConfirmDialog({
    title: '确认手动承接',
    message:
      '选择手动承接后，不再承接旧账，2021 年年末各科目余额需要您在「科目期初余额」中手工录入。确定选择手动承接吗？',
    confirmLabel: '确定手动承接',
    cancelLabel: '重新选择',
  });
}

/** A clause of the map without the regulation's name: 二(一)1, 附表 (the name is the column's title). */
export function shortClause(clause: string): string {
  return clause.replace(/^财会〔2021〕16号《[^》]*》\s*/, '').trim();
}
