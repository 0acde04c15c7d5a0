import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../../core/routes';
import {
  closeOthers,
  closeTab,
  HOME_TAB,
  initialTabState,
  KEEP_ALIVE_CAP,
  restoreTabs,
  type TabState,
  visit,
} from './tab-state';

const balance = '/final/financialSoftware/accountQueryPrinting/account-balance-sheet';
const general = '/final/financialSoftware/accountQueryPrinting/list-general-ledger';
const costList = '/final/reimbursement/expenseReimbursement/costList';
const costForm = '/final/reimbursement/expenseReimbursement/costApproval';
const roles = '/final/usercenter/role-management';
const addRole = '/final/usercenter/add-role';

/** In these tests the lists (costList, roles and the other isPush screens ending in -list) are kept alive. */
const lists = routeCatalogue.filter((r) => r.isPush === 1 && !r.path.includes('$') && /list/i.test(r.path));
const keptAlive = (path: string) => path === roles || lists.some((r) => r.path === path);

function run(...paths: string[]): TabState {
  return paths.reduce((state, path) => {
    const [pathname = '', query = ''] = path.split('?');
    return visit(state, pathname, Object.fromEntries(new URLSearchParams(query)), keptAlive);
  }, initialTabState);
}

describe('visit', () => {
  it('starts with the pinned home tab', () => {
    expect(initialTabState.tabs).toEqual([HOME_TAB]);
  });

  it('opens an isPush 1 screen as its own tab, once', () => {
    const state = run(balance, general, balance);
    expect(state.tabs.map((t) => t.title)).toEqual(['首页', '科目余额表', '总账']);
    expect(state.active).toBe(balance);
  });

  it('remembers the query of a tab for going back to it', () => {
    const state = run(`${balance}?year=2026`);
    expect(state.tabs[1]).toMatchObject({ href: balance, to: `${balance}?year=2026` });
  });

  it('opens the parent tab for an isPush 0 page and keeps the parent list as its target', () => {
    const state = run(addRole);
    expect(state.tabs[1]).toEqual({ href: roles, title: '角色管理', to: roles });
    expect(state.active).toBe(roles);
  });

  it('activates the existing parent tab for a child page without changing where it leads', () => {
    const state = run(`${roles}?page=2`, addRole);
    expect(state.tabs).toHaveLength(2);
    expect(state.tabs[1]).toMatchObject({ href: roles, to: `${roles}?page=2` });
  });

  it('picks the parent from parentCurrent', () => {
    const state = run(`${costForm}?parentCurrent=0`);
    expect(state.active).not.toBeNull();
    expect(state.tabs).toHaveLength(2);
  });

  it('leaves the strip alone for pages outside the layout and unknown paths', () => {
    const before = run(balance);
    expect(visit(before, '/login', {}, keptAlive)).toBe(before);
    expect(visit(before, '/error401', {}, keptAlive)).toBe(before);
    expect(visit(before, '/no/such/page', {}, keptAlive)).toBe(before);
  });

  it('keeps kept-alive screens and updates their query', () => {
    expect(keptAlive(costList)).toBe(true);
    const state = run(`${costList}?page=1`, balance, `${costList}?page=3`);
    expect(state.kept).toHaveLength(1);
    expect(state.kept[0]).toMatchObject({ key: costList, tabHref: costList, search: { page: '3' } });
  });

  it('does not keep screens that are not kept-alive', () => {
    expect(keptAlive(balance)).toBe(false);
    expect(run(balance).kept).toEqual([]);
  });

  it(`caps kept screens at ${KEEP_ALIVE_CAP}, unmounting the least recently shown`, () => {
    expect(lists.length).toBeGreaterThan(KEEP_ALIVE_CAP + 1);
    const first = lists[0]?.path ?? '';
    const paths = lists.slice(0, KEEP_ALIVE_CAP).map((r) => r.path);
    // Show the first again so the second becomes the oldest.
    const state = run(...paths, first, lists[KEEP_ALIVE_CAP]?.path ?? '');
    expect(state.kept).toHaveLength(KEEP_ALIVE_CAP);
    const keys = state.kept.map((k) => k.key);
    expect(keys).toContain(first);
    expect(keys).not.toContain(paths[1]);
    // The tabs themselves stay open.
    expect(state.tabs).toHaveLength(KEEP_ALIVE_CAP + 2);
  });
});

describe('closeTab', () => {
  it('closes an inactive tab without navigating', () => {
    const { state, navigateTo } = closeTab(run(balance, general), balance);
    expect(state.tabs.map((t) => t.href)).toEqual(['/', general]);
    expect(state.active).toBe(general);
    expect(navigateTo).toBeNull();
  });

  it('activates the right neighbour when the active tab closes', () => {
    const opened = run(balance, general, costList, general);
    const { state, navigateTo } = closeTab(opened, general);
    expect(state.active).toBe(costList);
    expect(navigateTo).toBe(costList);
  });

  it('activates the left neighbour when the last tab closes', () => {
    const { state, navigateTo } = closeTab(run(balance, `${general}?year=2025`, balance, general), general);
    expect(state.active).toBe(balance);
    expect(navigateTo).toBe(balance);
  });

  it('goes home when the only other tab closes', () => {
    const { state, navigateTo } = closeTab(run(balance), balance);
    expect(state.tabs).toEqual([HOME_TAB]);
    expect(navigateTo).toBe('/');
  });

  it('never closes the home tab', () => {
    const opened = run(balance);
    expect(closeTab(opened, '/')).toEqual({ state: opened, navigateTo: null });
    expect(closeTab(opened, '/not-open')).toEqual({ state: opened, navigateTo: null });
  });

  it('unmounts the kept screens of the closed tab', () => {
    const { state } = closeTab(run(costList, balance), costList);
    expect(state.kept).toEqual([]);
  });
});

describe('closeOthers and restoreTabs', () => {
  it('closes everything but the pinned and the chosen tab', () => {
    const state = closeOthers(run(costList, balance, general), balance);
    expect(state.tabs.map((t) => t.href)).toEqual(['/', balance]);
    expect(state.kept).toEqual([]);
  });

  it('restores saved tabs behind the home tab and drops malformed entries', () => {
    const state = restoreTabs([
      { href: '/', title: '首页', to: '/' },
      { href: balance, title: '科目余额表', to: `${balance}?year=2026` },
      { href: 3 },
      null,
    ]);
    expect(state.tabs).toEqual([
      HOME_TAB,
      { href: balance, title: '科目余额表', to: `${balance}?year=2026` },
    ]);
    expect(restoreTabs('nonsense')).toBe(initialTabState);
  });
});
