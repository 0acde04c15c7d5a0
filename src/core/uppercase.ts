// The writer behind toChineseUppercase (money.ts), kept apart so the zero rules of domain/NOTES.md §6
// read on their own. It trusts its input: money.ts has already parsed, rounded and range-checked it.
//
// Zero variant (rule 4(c) allows 零 to be written or omitted in two places; we follow the NOTES test
// vectors, which follow the official example 壹拾万柒仟元零伍角叁分):
// - between 元 and 角, when the 元 digit is 0: 零 is written (1680.32 -> 壹仟陆佰捌拾元零叁角贰分);
// - at a 万/亿/兆 boundary, when the higher group is written and the next group's 仟 digit is not 0:
//   零 is omitted (107000.53 -> 壹拾万柒仟元…), the unit character already marks the place;
// - a whole group of zeros still gets its 零 (100001000 -> 壹亿零壹仟元整), so the text cannot be
//   misread as 壹亿壹仟万.
// 整 follows 元 and 角 (satisfies both the 会计基础工作规范 and the 人行 bill rule), never 分.

export interface UppercaseOptions {
  /**
   * Write "人民币" before the digits (NOTES §6 rule 2: required unless the form pre-prints it).
   * Default true; pass false where the label already says 人民币.
   */
  currency?: boolean;
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACE_UNITS = ['仟', '佰', '拾', ''] as const;
// 兆 = 10^12 is the last unit the spec names; the 1e15 limit keeps amounts inside it.
const GROUP_UNITS = ['', '万', '亿', '兆'] as const;

function digit(char: string): string {
  return DIGITS.charAt(char.charCodeAt(0) - 48);
}

/** One group of four digits: inner runs of 0 become one 零, trailing 0s vanish. */
function spellGroup(four: string): string {
  let out = '';
  let zeroPending = false;
  for (let i = 0; i < 4; i++) {
    const char = four.charAt(i);
    if (char === '0') {
      zeroPending = out !== '';
      continue;
    }
    if (zeroPending) out += '零';
    zeroPending = false;
    out += digit(char) + PLACE_UNITS[i];
  }
  return out;
}

/** The integer part without 元; "" for zero. */
function spellInteger(digits: string): string {
  const significant = digits.replace(/^0+/, '');
  const groups: string[] = [];
  for (let end = significant.length; end > 0; end -= 4) {
    groups.unshift(significant.slice(Math.max(0, end - 4), end).padStart(4, '0'));
  }
  let out = '';
  let skippedGroup = false;
  groups.forEach((group, index) => {
    if (group === '0000') {
      skippedGroup = out !== '';
      return;
    }
    if (out !== '' && (skippedGroup || group.startsWith('0'))) out += '零';
    skippedGroup = false;
    out += spellGroup(group) + GROUP_UNITS[groups.length - 1 - index];
  });
  return out;
}

/** Writes a canonical amount `-?\d+\.\d\d` (already rounded, below 1e15) in words. */
export function spellFixedAmount(amount: string, options: UppercaseOptions = {}): string {
  const negative = amount.startsWith('-');
  const [integer = '0', fraction = '00'] = (negative ? amount.slice(1) : amount).split('.');
  const jiao = fraction.charAt(0);
  const fen = fraction.charAt(1);
  const yuan = spellInteger(integer);

  let text = yuan === '' ? '' : `${yuan}元`;
  if (jiao !== '0') text += `${yuan !== '' && integer.endsWith('0') ? '零' : ''}${digit(jiao)}角`;
  if (fen === '0') text += '整';
  else text += `${yuan !== '' && jiao === '0' ? '零' : ''}${digit(fen)}分`;
  if (text === '整') text = '零元整';

  return `${negative ? '(负数)' : ''}${options.currency === false ? '' : '人民币'}${text}`;
}
