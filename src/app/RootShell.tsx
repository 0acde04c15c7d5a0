// The root route's component: the matched page plus the effects that follow every navigation
// (window title, financial-status check, USB-key watch, the one page-load log), and the subject
// succession dialog, which the financial-status check and the opening screens open.
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { titleFor } from '../core/routes';
import { toRouteQuery } from '../core/routes/search';
import { SuccessionHost } from '../features/succession/SuccessionHost';
import { useFinancialCheck } from './guards/use-financial-check';
import { useUsbKeyWatch } from './guards/use-usb-key';
import { useShell } from './shell-services';

export const APP_TITLE = '工会集中财务系统';

export function RootShell() {
  const { api } = useShell();
  const location = useLocation();
  useFinancialCheck();
  useUsbKeyWatch();

  useEffect(() => {
    const title = titleFor(location.pathname, toRouteQuery(location.search)) ?? '页面不存在';
    document.title = `${title} - ${APP_TITLE}`;
  }, [location.pathname, location.search]);

  useEffect(() => {
    // Time from navigation start to the first screen; the client logs it only when slow and enabled.
    api.logPageLoad(Math.round(performance.now()));
  }, [api]);

  return (
    <>
      <Outlet />
      <SuccessionHost />
    </>
  );
}
