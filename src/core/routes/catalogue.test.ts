import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allPermissionKeys,
  findRoute,
  matchRoute,
  parentOf,
  routeCatalogue,
  tabFor,
  titleFor,
} from './index';
import { budgetParents as p } from './new-budget-parents';
import {
  adjustmentPageParent,
  adjustmentPageTitle,
  budgetInputFileParent,
  budgetInputFileTitle,
  budgetInputVerificationParent,
} from './new-budget-query';
import { expandShorthand, extractSpecPaths, namedBudgetParents } from './spec-paths.test-helper';
import type { ParentRef, RouteEntry } from './types';

// The repo sits at <x>/main with the shared spec at <x>/shared, here and in CI alike.
// The spec as CI has it beside the repo (../shared); a clone without it uses the committed copy.
const sharedSpec = new URL('../../../../shared/spec/001_38ce6ad03091c6f3.txt', import.meta.url);
const spec = readFileSync(
  existsSync(sharedSpec)
    ? sharedSpec
    : new URL('../../../test/fixtures/spec-001-routes.txt', import.meta.url),
  'utf8',
);
const specPaths = extractSpecPaths(spec);
const cataloguePaths = routeCatalogue.map((route) => route.path);

/** A concrete URL for a catalogue path: `$state`/`$parentCurrent` become an index, other params a value. */
function concrete(path: string, index = '0'): string {
  return path.replace(/\$(state|parentCurrent)\b/g, index).replace(/\$\w+/g, 'x1');
}

function allParentRefs(route: RouteEntry): readonly ParentRef[] {
  const fallback = route.parentUrl ? [{ title: route.parentTitle ?? '', url: route.parentUrl }] : [];
  return [...fallback, ...(route.parentCurrent ?? [])];
}

describe('spec extraction', () => {
  it('finds every route the spec names in §2', () => {
    // §2 names 310 paths (18 top-level); fewer means the extractor broke, not the spec.
    expect(specPaths.length).toBeGreaterThanOrEqual(310);
  });

  it('reads the shorthand, folders and typos as written', () => {
    expect(expandShorthand('tow-down-verification/auditing/approval-list')).toEqual([
      'tow-down-verification-list',
      'tow-down-auditing-list',
      'tow-down-approval-list',
    ]);
    expect(specPaths).toEqual(
      expect.arrayContaining([
        '/sign',
        '/auditWelcome/welcome',
        '/final/reimbursement/provision/Provision-list',
        '/final/reimbursement/provision/provision',
        '/final/reimbursement/currentReimbursement/current-reimbursement',
        '/final/reimbursement/expenseReimbursement/repayment/repayment-input',
        '/final/components/flow-chart/flow-chart-of-inal-accounts',
        '/final/financialSoftware/certificateProcessing/automatic-vocuher',
        '/final/financialSoftware/cashier-management/Cashier-is-daily-report',
        '/final/financialSoftware/accountReport/financial-report-stats',
        '/final/baseTemplate/balance-sheet/$id/$state/$isAccount',
        '/final/management/management-list',
        '/final/usercenter/system-setting',
        '/final/usercenter/paycenter/all-bank-statement',
        '/final/newBudget/expenditure/tow-on-approval-list',
        '/final/newBudget/adjustment/fnancial-approval-list',
        '/final/newBudget/budget-approval-project/lower-budget-apprpval',
        '/final/newBudget/adjustment/budget-adjustment-approval-table',
        '/final/appropriationSystem/appropriation-complex-details/$id/$typeAyment/$parentCurrent',
        '/final/toDoList/new-to-do-list',
        '/final/auxiliaryAccount/auxiliary-item-details',
      ]),
    );
    // Prose that merely mentions names must not become routes.
    expect(specPaths).not.toContain('/final/newBudget/audit');
    expect(specPaths).not.toContain('/final/newBudget/budget-approval');
  });
});

describe('route catalogue', () => {
  it('holds every path of the spec and nothing the spec does not name', () => {
    const missing = specPaths.filter((path) => !cataloguePaths.includes(path));
    const invented = cataloguePaths.filter((path) => !specPaths.includes(path));
    expect(missing).toEqual([]);
    expect(invented).toEqual([]);
  });

  it('has no duplicate paths', () => {
    expect(new Set(cataloguePaths).size).toBe(cataloguePaths.length);
  });

  it('gives every guarded screen one unique permission key', () => {
    expect(new Set(allPermissionKeys).size).toBe(allPermissionKeys.length);
    for (const key of allPermissionKeys) expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
    const open = ['/', '/final/welcome'];
    for (const route of routeCatalogue) {
      if (!route.requiresAuth || open.includes(route.path))
        expect(route.permission, route.path).toBeUndefined();
      else expect(route.permission, route.path).toBeDefined();
    }
  });

  it('keeps public pages public and out of the layout', () => {
    const publicPaths = [
      '/login',
      '/selecting',
      '/authorization',
      '/sign',
      '/timeCalibration',
      '/no-access',
      '/passwordReset',
      '/error401',
      '/viewer',
    ];
    for (const path of publicPaths) {
      expect(findRoute(path)?.requiresAuth, path).toBe(false);
      expect(tabFor(path), path).toBeUndefined();
    }
    expect(routeCatalogue.filter((route) => !route.requiresAuth).map((route) => route.path)).toHaveLength(
      publicPaths.length,
    );
    expect(findRoute('/final/usercenter/zt-management')?.permission).toBe('usercenter.zt');
    expect(findRoute('/final/financialSoftware/certificateProcessing/voucher-audit')?.permission).toBe(
      'voucher.audit',
    );
  });

  it('points every parent at a catalogue screen under the same title', () => {
    for (const route of routeCatalogue) {
      if (route.isPush === 1) continue;
      for (const parent of allParentRefs(route)) {
        const target = findRoute(parent.url);
        expect(target, `${route.path} -> ${parent.url}`).toBeDefined();
        expect(target?.title, parent.url).toBe(parent.title);
      }
    }
  });

  it('resolves every child page to a tab that is a catalogue path', () => {
    for (const route of routeCatalogue.filter((r) => r.isPush === 0 && r.inLayout)) {
      const tab = tabFor(concrete(route.path));
      expect(tab, route.path).toBeDefined();
      expect(findRoute(tab?.href ?? ''), route.path).toBeDefined();
      (route.parentCurrent ?? []).forEach((parent, i) => {
        expect(tabFor(concrete(route.path, String(i)), { parentCurrent: String(i) })?.href).toBe(parent.url);
      });
    }
  });

  it('makes a screen its own tab', () => {
    const voucher = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';
    expect(tabFor(voucher)).toEqual({ href: voucher, title: '凭证录入' });
    expect(tabFor(`${voucher}/?x=1`)).toEqual({ href: voucher, title: '凭证录入' });
    expect(tabFor('/')).toEqual({ href: '/', title: '首页' });
    expect(tabFor('/final/nowhere')).toBeUndefined();
  });
});

describe('parent lists', () => {
  const base = '/final/reimbursement/expenseReimbursement';

  it('picks the reimbursement parent by parentCurrent, defaulting to the first', () => {
    expect(tabFor(`${base}/costApproval`, { parentCurrent: '1' })).toEqual({
      href: `${base}/reimbursement-approval`,
      title: '报销审批',
    });
    expect(tabFor(`${base}/costApproval`)?.href).toBe(`${base}/costList`);
    expect(tabFor(`${base}/costApproval`, { parentCurrent: '9' })?.href).toBe(`${base}/costList`);
    expect(tabFor(`${base}/costApproval`, { parentCurrent: 'x' })?.href).toBe(`${base}/costList`);
    expect(
      tabFor('/final/components/flow-chart/reimbursement-process-flow', { parentCurrent: '2' })?.href,
    ).toBe(`${base}/costList`);
  });

  it('reads the index from a path segment where the spec puts it there', () => {
    const match = matchRoute('/final/baseTemplate/balance-sheet/42/4/1');
    expect(match?.params).toEqual({ id: '42', state: '4', isAccount: '1' });
    expect(tabFor('/final/baseTemplate/balance-sheet/42/4/1')?.href).toBe(
      '/final/financialAnalysis/report-view',
    );
    expect(tabFor('/final/baseTemplate/new-balance-sheet/42/0/0')?.href).toBe(p.budgetReportManagement.url);
    expect(tabFor('/final/appropriationSystem/appropriation-complex-details/7/2/1')?.href).toBe(
      '/final/appropriationSystem/appropriation-approval',
    );
  });
});

describe('query-driven titles and parents', () => {
  it('titles budget-input-file by its flags', () => {
    expect(budgetInputFileTitle({})).toBe('支出预算录入');
    expect(budgetInputFileTitle({ see: '1' })).toBe('支出预算查看');
    expect(budgetInputFileTitle({ modify: '1', lev: '2' })).toBe('支出预算修改');
    expect(budgetInputFileTitle({ auditing: 'true' })).toBe('支出预算审核');
    expect(budgetInputFileTitle({ submit: '1' })).toBe('支出预算提交');
    expect(budgetInputFileTitle({ addAdjustment: '1' })).toBe('支出预算调整');
    expect(budgetInputFileTitle({ see: '0' })).toBe('支出预算录入');
    expect(titleFor('/final/newBudget/expenditure/budget-input-file', { see: '1' })).toBe('支出预算查看');
  });

  it('picks budget-input-file parents by addAdjustment, auditing with bm, then lev', () => {
    expect(budgetInputFileParent({ addAdjustment: '1', lev: '5' })).toBe(p.budgetAdjustmentList);
    expect(budgetInputFileParent({ auditing: '1', bm: '1' })).toBe(p.rebutListDepartment);
    expect(budgetInputFileParent({ auditing: '1', bm: '0' })).toBe(p.rebutList);
    expect(budgetInputFileParent({ auditing: '1', lev: '2' })).toBe(p.oneOnAuditing);
    expect(budgetInputFileParent({ lev: '1' })).toBe(p.oneOnDeclare);
    expect(budgetInputFileParent({ lev: '3' })).toBe(p.oneOnApproval);
    expect(budgetInputFileParent({ lev: '4' })).toBe(p.towOnDeclare);
    expect(budgetInputFileParent({ lev: '6' })).toBe(p.towOnApproval);
    expect(budgetInputFileParent({ lev: '7' })).toBeUndefined();
    expect(tabFor('/final/newBudget/expenditure/budget-input-file', { lev: '5' })?.href).toBe(
      p.towOnAuditing.url,
    );
    expect(tabFor('/final/newBudget/expenditure/budget-input-file')?.href).toBe(p.oneOnDeclare.url);
    expect(budgetInputVerificationParent({ level: '4' })).toBe(p.towDownVerification);
  });

  it('picks adjustment-page parents and titles by its flags', () => {
    expect(adjustmentPageParent({ rebut: '1', bm: '1' })).toBe(p.rebutAdjustmentDepartment);
    expect(adjustmentPageParent({ bohui: '1' })).toBe(p.rebutAdjustment);
    expect(adjustmentPageParent({ look: '1', bm: '1' })).toBe(p.adjustmentLookDepartment);
    expect(adjustmentPageParent({ see: '1' })).toBe(p.adjustmentLook);
    expect(adjustmentPageParent({ auditing: '1', bm: '1' })).toBe(p.departmentalAudit);
    expect(adjustmentPageParent({ auditing: '1' })).toBe(p.financeDepartmentAudit);
    expect(adjustmentPageParent({ verification: '1', bm: '1' })).toBe(p.departmentalApproval);
    expect(adjustmentPageParent({ verification: '1' })).toBe(p.financeDepartmentApproval);
    expect(adjustmentPageParent({ submit: '1' })).toBe(p.adjustmentSubmit);
    expect(adjustmentPageParent({ modify: '1' })).toBe(p.adjustmentList);
    expect(adjustmentPageParent({})).toBeUndefined();
    expect(adjustmentPageTitle({ auditing: '1' })).toBe('预算调整审核');
    expect(adjustmentPageTitle({ look: '1', auditing: '1' })).toBe('预算调整查看');
    expect(adjustmentPageTitle({ adjustment: '1' })).toBe('预算调整录入');
    expect(tabFor('/final/newBudget/adjustment/adjustment-page')?.href).toBe(p.adjustmentList.url);
  });

  it('routes subsidy-approval, implement-info and the budget pages by their queries', () => {
    const subsidy = '/final/newBudget/subsidy/subsidy-approval';
    expect(tabFor(subsidy, { parentCurrent: '1' })?.href).toBe(p.subsidyApproved.url);
    expect(tabFor(subsidy, { parentCurrent: '1', crossZtId: 'z9' })?.href).toBe(p.downSummaryApplication.url);
    expect(tabFor(subsidy, { crossZtId: 'z9' })?.href).toBe(p.downSubsidyList.url);
    const info = '/final/newBudget/implement/implement-info';
    expect(tabFor(info, { see: '1' })?.href).toBe(p.implementSeeList.url);
    expect(tabFor(info, { modify: '1' })?.href).toBe(p.implementSeeList.url);
    expect(tabFor(info)?.href).toBe(p.implementList.url);
    const entry = p.expenditureBudgetView.url;
    expect(tabFor(entry, { see: '1', ck: '2' })?.href).toBe(p.checkList.url);
    expect(tabFor(entry, { see: '1', ck: '1' })?.href).toBe(p.checkDepartmentList.url);
    expect(tabFor(entry)?.href).toBe(entry);
    const summary = p.budgetSummary.url;
    expect(tabFor(summary)?.href).toBe(summary);
    expect(tabFor(summary, { parentCurrent: '1' })?.href).toBe(p.budgetaryPlanning.url);
    const route = findRoute(summary);
    expect(route && parentOf(route, { parentCurrent: '0' })).toEqual(p.budgetApproval);
  });

  it('knows every budget list the spec names only as a parent', () => {
    const names = namedBudgetParents(spec);
    expect(names).toContain('project-budget-application-view');
    expect(names).toContain('budget-execution-approval');
    const budgetNames = new Set(
      cataloguePaths
        .filter((path) => path.startsWith('/final/newBudget/'))
        .map((path) => path.split('/').pop()),
    );
    for (const name of names) expect(budgetNames.has(name), name).toBe(true);
  });
});
