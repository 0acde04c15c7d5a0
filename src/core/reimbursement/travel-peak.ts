// Peak seasons (旺季) as the 2016 table writes them: '7-9月、11-3月', '10-4月', '4-5月上旬'. A window whose
// end month comes before its start month wraps the year: '11-3月' is 1 November to 31 March.

/** Inclusive 'MM-DD' bounds; `from` after `to` means the window wraps the new year. */
export interface SeasonWindow {
  readonly from: string;
  readonly to: string;
}

const PART = /^(\d{1,2})(?:-(\d{1,2}))?月(上旬|中旬|下旬)?$/;
// 上旬 is days 1-10, 中旬 11-20, 下旬 to the month's end; '31' is past every month's end as text.
const LAST_DAY = { 上旬: '10', 中旬: '20', 下旬: '31' } as const;

function month(text: string, whole: string): string {
  const value = Number(text);
  if (value < 1 || value > 12) throw new Error(`旺季期间的月份不正确：${whole}`);
  return String(value).padStart(2, '0');
}

/** Reads a peak_months text; throws on a form the table does not use, so a new CSV row cannot pass unread. */
export function parseSeason(text: string): SeasonWindow[] {
  return text.split('、').map((part) => {
    const match = PART.exec(part.trim());
    if (!match) throw new Error(`旺季期间无法识别：${text}`);
    const first = month(match[1] as string, text);
    const last = month(match[2] ?? (match[1] as string), text);
    const tenDays = match[3] as keyof typeof LAST_DAY | undefined;
    return { from: `${first}-01`, to: `${last}-${tenDays ? LAST_DAY[tenDays] : '31'}` };
  });
}

/** True when the calendar day 'YYYY-MM-DD' falls inside one of the windows. */
export function inSeason(windows: readonly SeasonWindow[], date: string): boolean {
  const day = date.slice(5);
  return windows.some(({ from, to }) => (from <= to ? day >= from && day <= to : day >= from || day <= to));
}
