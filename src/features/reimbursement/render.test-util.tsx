// Renders one reimbursement screen as the app would: providers, services around a client signed in to
// the scripted fake server, and a router whose other pages only record where the screen went.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type Harness, harness } from '../../api/harness.test-util';
import type { ClaimRow, ClaimView } from '../../core/contracts/reimbursement';
import { findRoute, type RouteQuery } from '../../core/routes';
import { AppProviders } from '../../ui/providers';
import type { ScreenProps } from '../../ui/screen-types';
import { type ScreenServices, ServicesProvider } from '../../ui/services';

configure({ asyncUtilTimeout: 5_000 });

export interface Rendered {
  h: Harness;
  /** Where the screen navigated to last (path and query). */
  href(): string;
  unmount(): void;
}

export async function renderScreen(
  Screen: ComponentType<ScreenProps>,
  options: {
    path: string;
    search?: RouteQuery;
    permissions?: string[];
    script: Harness['fake']['script'];
    h?: Harness;
  },
): Promise<Rendered> {
  const h = options.h ?? (await harness());
  h.session.setUserInfo({
    year: 2026,
    permissions: options.permissions ?? [],
    realName: '张三',
    depname: '办公室',
  });
  h.fake.script = options.script;
  const services: ScreenServices = {
    api: h.client,
    session: h.session,
    clock: h.clock,
    effects: h.rec.effects,
  };
  const route = findRoute(options.path);
  if (!route) throw new Error(`no route ${options.path}`);
  const props = { route, params: {}, search: options.search ?? {}, active: true } as ScreenProps;
  const root = createRootRoute({ component: () => <Outlet /> });
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <Screen {...props} />,
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <div data-testid="elsewhere">elsewhere</div>,
  });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </AppProviders>,
  );
  return { h, href: () => router.state.location.href, unmount: view.unmount };
}

export function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

export const claimId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function claimRow(n: number, patch: Partial<ClaimRow> = {}): ClaimRow {
  return {
    id: claimId(n),
    no: `BX202611-${String(n).padStart(4, '0')}`,
    type: 'expense',
    date: '2026-11-02',
    declarerName: '张三',
    departmentName: '办公室',
    reason: `办公用品${n}`,
    amount: '1234.50' as ClaimRow['amount'],
    status: 'inApproval',
    positionLabel: '审批中（部门审核）',
    version: 2,
    updatedAt: '2026-11-02T08:00:00.000Z',
    voucherLabel: null,
    awaitsMe: false,
    ...patch,
  };
}

export function claimView(patch: Partial<ClaimView> = {}): ClaimView {
  const amount = '1234.50' as ClaimView['figures']['amount'];
  return {
    id: claimId(1),
    no: 'BX202611-0001',
    type: 'expense',
    status: 'inApproval',
    positionLabel: '审批中（部门审核）',
    version: 2,
    declarerId: '7',
    declarerName: '李四',
    departmentName: '办公室',
    content: {
      type: 'expense',
      date: '2026-11-02',
      departmentId: 11,
      reason: '办公用品',
      project: '',
      paymentMethod: 'privateTransfer',
      payee: '李四',
      payeeBank: '',
      payeeAccount: '',
      attachmentCount: 1,
      lines: [{ subjectCode: '50101', economicClass: '30201', summary: '办公用品', amount, invoiceCount: 1 }],
      travel: null,
      enteredAmount: null,
      loanDueDate: null,
      repaidLoanId: null,
      offsets: [],
    },
    figures: {
      amount,
      offset: '0.00' as typeof amount,
      settlement: { kind: '补领', amount },
      travel: null,
    },
    amountUpper: '壹仟贰佰叁拾肆元伍角',
    process: {
      definitionId: '1',
      definitionVersion: 1,
      amount,
      steps: [
        { key: 'dept', name: '部门审核', actor: { kind: 'duty', duty: 'approver', scope: 'department' } },
        { key: 'finance', name: '财务复核', actor: { kind: 'duty', duty: 'supervisor', scope: 'all' } },
      ],
    },
    stepIndex: 0,
    approvals: [],
    history: [
      {
        action: 'submit',
        actorId: '7',
        actorName: '李四',
        at: '2026-11-02T08:00:00.000Z',
        from: { status: 'draft', stepIndex: null },
        to: { status: 'inApproval', stepIndex: 0 },
        stepKey: null,
        stepName: '申报',
        comment: '',
        version: 2,
      },
    ],
    voucher: null,
    loans: [],
    allowed: {
      edit: false,
      submit: false,
      withdraw: false,
      approve: true,
      reject: true,
      cancel: false,
      delete: false,
      generateVoucher: false,
    },
    createdAt: '2026-11-02T07:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    ...patch,
  };
}
