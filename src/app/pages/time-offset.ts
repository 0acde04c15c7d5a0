// Wording of the clock difference on /timeCalibration, and the time format it shows.
import { dayjs } from '../../ui/dayjs-locale';

/** Below this the two clocks count as the same (the answer's own travel time is in the estimate). */
const SAME_MS = 1_000;

export function durationText(ms: number): string {
  const total = Math.round(Math.abs(ms) / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const parts = [
    days ? `${days} 天` : '',
    hours ? `${hours} 小时` : '',
    minutes ? `${minutes} 分` : '',
    seconds || total === 0 ? `${seconds} 秒` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** offsetMs = server time minus local time. */
export function describeOffset(offsetMs: number): string {
  if (Math.abs(offsetMs) < SAME_MS) return '本机时间与服务器时间一致';
  const direction = offsetMs < 0 ? '快' : '慢';
  return `本机时间比服务器时间${direction} ${durationText(offsetMs)}`;
}

export function formatClock(ms: number): { date: string; time: string } {
  const at = dayjs(ms);
  return { date: at.format('YYYY-MM-DD dddd'), time: at.format('HH:mm:ss') };
}

/**
 * The offset to show: the one the client learned (it is what later calls use), else the one implied
 * by the `times` query at the moment the page opened.
 */
export function offsetToShow(learnedMs: number, times: string | undefined, openedAt: number): number {
  if (learnedMs !== 0) return learnedMs;
  const server = Number(times);
  return Number.isFinite(server) && server > 0 ? server - openedAt : 0;
}
