// Keystroke-time cleaning of an amount box (spec 000 §5): it keeps what may still become a valid
// amount ("-", "12." stay), so it never rounds or formats; money.ts parses the finished text.

import { AMOUNT_DECIMALS, NUMERIC_CELL_MAX_LENGTH } from '../constants';

export interface AmountInputOptions {
  /** A leading minus is kept (default true); off for boxes where a negative makes no sense. */
  allowNegative?: boolean;
}

/** Chinese IMEs type full-width characters; map them to ASCII before anything else. */
const FULL_WIDTH: Readonly<Record<string, string>> = {
  '．': '.',
  '。': '.',
  '－': '-',
  // U+2212 MINUS SIGN arrives when amounts are pasted from Word or Excel.
  '−': '-',
};

/** Full-width digits ０-９ to 0-9, full-width dot/full stop to '.', full-width minus to '-'. */
export function normalizeFullWidthNumber(raw: string): string {
  return raw.replace(/[０-９．。－−]/g, (ch) => {
    const mapped = FULL_WIDTH[ch];
    if (mapped !== undefined) return mapped;
    return String.fromCharCode(ch.charCodeAt(0) - 0xfee0);
  });
}

/**
 * Digits and one decimal point, at most two decimals, one leading minus.
 * Later dots are dropped rather than cutting the text ('1.2.3' -> '1.23'), so a stray dot typed
 * mid-number loses one character, not the digits after it. A dot with no digit before it gets a 0
 * ('.5' -> '0.5', '-.5' -> '-0.5'): dropping it would multiply the value by ten.
 */
export function sanitizeAmountInput(raw: string, options: AmountInputOptions = {}): string {
  const { allowNegative = true } = options;
  const text = normalizeFullWidthNumber(raw).replace(/[^\d.-]/g, '');
  const negative = allowNegative && text.startsWith('-');
  const stripped = text.replace(/-/g, '');
  // Repeated leading dots collapse to one; the number keeps its magnitude.
  const unsigned = stripped.startsWith('.') ? `0.${stripped.replace(/^\.+/, '')}` : stripped;
  const dot = unsigned.indexOf('.');
  const body =
    dot < 0
      ? unsigned
      : `${unsigned.slice(0, dot)}.${unsigned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, AMOUNT_DECIMALS)}`;
  return negative ? `-${body}` : body;
}

/**
 * A keystroke in an amount cell of an editable table: the cleaned text, or null when it must be
 * refused because the integer part would pass 13 digits (below the 1e15 uppercase limit).
 */
export function cleanAmountCell(raw: string): string | null {
  const clean = sanitizeAmountInput(raw);
  const integer = clean.replace('-', '').split('.')[0] ?? '';
  return integer.length > NUMERIC_CELL_MAX_LENGTH ? null : clean;
}
