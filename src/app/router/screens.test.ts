// The screen table comes from the feature modules: every screen a module declares is a route of the
// catalogue, and the screens the server's task cards open (src/core/contracts/task-panel.ts) are
// built, so a card never opens 功能建设中 or a 404.
import { describe, expect, it } from 'vitest';
import { TASK_PATHS } from '../../core/contracts/task-panel';
import { findRoute } from '../../core/routes';
import { featureModules } from '../modules';
import { isKeptAlive, workingScreens } from './screens';

describe('the screen table', () => {
  it('holds only catalogue routes, each declared by one module', () => {
    const declared = featureModules.flatMap((m) => m.screens.map((s) => s.path));
    expect(new Set(declared).size).toBe(declared.length);
    expect(workingScreens.size).toBe(declared.length);
    for (const path of workingScreens) expect(findRoute(path)?.path, path).toBe(path);
  });

  it.each(Object.entries(TASK_PATHS))('%s opens a built screen', (_kind, path) => {
    expect(findRoute(path)?.path).toBe(path);
    expect(workingScreens.has(path)).toBe(true);
  });

  it('has the board itself built', () => {
    expect(workingScreens.has('/taskBoard')).toBe(true);
    expect(workingScreens.has('/taskBoard/board')).toBe(true);
  });

  it('keeps the lists alive and lets forms reload (spec 001 §2.2)', () => {
    const processing = '/final/financialSoftware/certificateProcessing';
    expect(isKeptAlive(`${processing}/voucher-audit`)).toBe(true);
    expect(isKeptAlive(`${processing}/voucher-modify-del`)).toBe(true);
    expect(isKeptAlive('/final/financialSoftware/accountQueryPrinting/ordinary-ledger')).toBe(true);
    expect(isKeptAlive(`${processing}/accounting-billing-voucher`)).toBe(false);
    expect(isKeptAlive('/final/nowhere')).toBe(false);
  });
});
