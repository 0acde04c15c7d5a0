// The flow chart of one document: its steps in a row, done ones green (who, when, their remark), the current one
// highlighted (whom it waits for), rejected red, the rest grey.
import { Text } from '@mantine/core';
import type { ClaimView } from '../../../core/contracts/reimbursement';
import classes from './flow.module.css';
import { type FlowState, flowOf, timeText } from './flow-steps';

const stateLabel: Record<FlowState, string> = {
  done: '已完成',
  current: '当前',
  rejected: '已驳回',
  future: '未到',
};

export function ProcessFlow({ view }: { view: ClaimView }) {
  const { steps, note } = flowOf(view);
  return (
    <div className={classes.wrap} data-testid="process-flow">
      <ol className={classes.row} aria-label="审批流程">
        {steps.map((s, i) => (
          <li key={s.key} className={classes.item}>
            {i > 0 && (
              <span className={classes.arrow} aria-hidden>
                →
              </span>
            )}
            <div
              className={`${classes.step} ${classes[s.state]}`}
              data-state={s.state}
              title={`${s.name}：${stateLabel[s.state]}`}
            >
              <div className={classes.name}>{s.name}</div>
              <div className={classes.who}>{s.state === 'current' ? `待 ${s.who}` : s.who}</div>
              <div className={classes.at}>{timeText(s.at)}</div>
              {s.comment && (
                <div className={classes.comment} title={s.comment}>
                  {s.state === 'rejected' ? '理由' : '意见'}：{s.comment}
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
      {view.process === null && view.status === 'draft' && (
        <Text size="xs" c="dimmed">
          提交后按当时的审批流程生成审批步骤。
        </Text>
      )}
      {note && (
        <Text size="xs" c={view.status === 'rejected' ? 'red' : 'orange'} data-testid="flow-note">
          {note}
        </Text>
      )}
    </div>
  );
}
