// The server names the screens a task card opens (src/core/contracts/task-panel.ts); each must be a
// built screen of the route catalogue, so a card never opens 功能建设中 or a 404.
import { describe, expect, it } from 'vitest';
import { TASK_PATHS } from '../../core/contracts/task-panel';
import { findRoute, workingScreens } from '../../core/routes';

describe('task card paths', () => {
  it.each(Object.entries(TASK_PATHS))('%s opens a built screen', (_kind, path) => {
    expect(findRoute(path)?.path).toBe(path);
    expect(workingScreens.has(path)).toBe(true);
  });

  it('the board itself is a built screen', () => {
    expect(workingScreens.has('/taskBoard')).toBe(true);
    expect(workingScreens.has('/taskBoard/board')).toBe(true);
  });
});
