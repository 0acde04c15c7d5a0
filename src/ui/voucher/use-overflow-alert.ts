// Spec 000 §5: a total of 1e15 or more cannot be written in 大写 and is refused "with the alert
// 超出最大处理数字". The 合计 row keeps saying so inline; the alert is raised once, when the total
// first crosses the limit (not on every keystroke after), so the person notices the line that did it.
import { useEffect, useRef } from 'react';
import { openMessageDialog } from '../dialogs';

export function useOverflowAlert(error: string | null): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (error !== null && shown.current === null) {
      void openMessageDialog({ title: '提示', message: error, tone: 'warning' });
    }
    shown.current = error;
  }, [error]);
}
