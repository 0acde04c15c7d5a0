// What a failed call means for the person at the screen: the server's message, the row list of a
// 4003 answer (第3行：...), or a plain sentence for a lost connection. Row numbers of a list that
// the screen sent can be turned back into the subject codes the person sees.
import { isApiError } from '../../api/api-error';

export interface Refusal {
  message: string;
  /** Each problem of a 4003 answer, in the server's order. */
  lines: string[];
  /** True when the server never answered (offline, timeout): nothing was saved. */
  network: boolean;
}

function linesOf(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((item) =>
      typeof item === 'object' && item !== null && 'message' in item ? String(item.message) : String(item),
    )
    .filter((line) => line !== '');
}

export function refusalOf(error: unknown): Refusal {
  if (isApiError(error)) {
    if (error.networkError) {
      return {
        message: '无法连接服务器，未保存。请检查网络后重试',
        lines: [],
        network: true,
      };
    }
    return { message: error.message || '操作未成功', lines: linesOf(error.data), network: false };
  }
  return { message: error instanceof Error ? error.message : String(error), lines: [], network: false };
}

export interface RowProblem {
  /** The row number the server named (1-based), or null when the line names none. */
  row: number | null;
  reason: string;
}

/** "第3行：科目编码 999 不存在" -> { row: 3, reason: "科目编码 999 不存在" }. */
export function splitRowProblem(line: string): RowProblem {
  const match = /^第(\d+)行[：:]\s*(.*)$/.exec(line);
  if (!match) return { row: null, reason: line };
  return { row: Number(match[1]), reason: match[2] ?? '' };
}

/**
 * Names the subject instead of the position in the list the screen sent: the server counts rows
 * of the request body, which the person never saw.
 */
export function relabelRows(lines: readonly string[], labels: readonly string[]): string[] {
  return lines.map((line) => {
    const { row, reason } = splitRowProblem(line);
    const label = row === null ? undefined : labels[row - 1];
    return label === undefined ? line : `${label}：${reason}`;
  });
}
