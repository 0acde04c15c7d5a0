// Runs the financial-status check (spec 000 §4.1) after every route change and carries out what
// financialAction decides. A failed check (offline, server fault) lets the user through: the books
// must stay usable without a connection.
import { notifications } from '@mantine/notifications';
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error';
import { type Envelope, ErrorCode } from '../../core/contracts/errors';
import { financialStatusContracts } from '../../core/contracts/financial-status';
import { matchRoute, tabFor } from '../../core/routes';
import { autoMessage } from '../../features/succession/succession-texts';
import { openConfirmDialog, openMessageDialog } from '../../ui/dialogs';
import { OpeningRoute } from '../../ui/init/init-routes';
import { openSuccession } from '../../ui/init/succession-host';
import { type AppServices, useShell } from '../shell-services';
import { financialAction, needsFinancialCheck, SuccessionMode } from './financial-status';
import type { SuccessionChoice } from './SuccessionDialog';

/**
 * Spec 000 §4.1: the message, then the mode. Automatic (1) is saved and the succession dialog
 * (spec 000 §2.1) shows what it took over or what is left; 'table' opens the dialog to map by hand;
 * manual (3) is confirmed twice and leads to the opening balances, where 2021's are keyed in.
 */
async function askSuccession(services: AppServices, message: string, router: AnyRouter): Promise<void> {
  await openMessageDialog({ title: '科目衔接', message, tone: 'warning' });
  for (;;) {
    // The dialog (and Mantine's Radio) loads the first time it is needed: only a supervisor of a
    // ledger set still in succession ever sees it, and every login page loaded it before.
    const { chooseSuccessionMode } = await import('./SuccessionDialog');
    const mode: SuccessionChoice | null = await chooseSuccessionMode();
    if (mode === null) return;
    if (mode === 'table') {
      await openSuccession();
      return;
    }
    if (mode === SuccessionMode.manual) {
      const sure = await openConfirmDialog({
        title: '确认手动承接',
        message: '选择手动承接后，2021 年年末各科目余额需要您手工录入。确定选择手动承接吗？',
        confirmLabel: '确定手动承接',
        cancelLabel: '重新选择',
      });
      if (!sure) continue;
    }
    try {
      // The succession contracts (and the chart's money structs) load here, not with /login.
      const { successionContracts } = await import('../../core/contracts/succession');
      const result = await services.api.call(successionContracts.saveChoiceStand, { mode }, { quiet: true });
      notifications.show({
        color: 'teal',
        message: '已保存科目承接方式',
        autoClose: 3_000,
        withBorder: true,
      });
      if (mode === SuccessionMode.automatic) await openSuccession({ intro: autoMessage(result) });
      else void router.navigate({ href: OpeningRoute.subjectBalance });
    } catch (error) {
      // Refused (say, no 2021 balances yet): the dialog is where they are keyed in or imported.
      if (mode === SuccessionMode.automatic && isApiError(error) && error.code === ErrorCode.refused) {
        await openSuccession({ intro: { tone: 'warning', message: error.message } });
        return;
      }
      const reason = error instanceof Error && error.message ? error.message : '请稍后重试';
      await openMessageDialog({ title: '操作错误', message: `承接方式未保存：${reason}`, tone: 'error' });
    }
    return;
  }
}

export function useFinancialCheck(): void {
  const services = useShell();
  const router: AnyRouter = useRouter();

  useEffect(() => {
    let lastSeen: string | null = null;
    let sequence = 0;
    let successionOpen = false;
    // States already told to a user who cannot act on them: once per session, not per navigation.
    const told = new Set<number>();
    const can = (key: string) => services.session.read()?.permissions.includes(key) ?? false;

    const check = async (pathname: string) => {
      if (pathname === lastSeen) return;
      lastSeen = pathname;
      const mine = ++sequence;
      if (!needsFinancialCheck(matchRoute(pathname)?.route, services.session.token() !== null)) return;
      let answer: Envelope<unknown>;
      try {
        answer = await services.api.call(
          financialStatusContracts.check,
          {},
          {
            raw: true,
            loading: false,
            quiet: true,
            quiet4016: true,
          },
        );
      } catch {
        return;
      }
      // The user moved on while the check ran: the next check decides for the new page.
      if (mine !== sequence) return;
      const action = financialAction(pathname, answer, can);
      if (action.kind === 'redirect') {
        // The blocked page's tab goes too: it would only lead back to the same refusal.
        const blocked = tabFor(pathname, {})?.href;
        void router.navigate({ href: action.to, replace: true }).then(() => {
          if (blocked && blocked !== tabFor(action.to, {})?.href) services.tabs.close(blocked);
        });
        void openMessageDialog({ title: '提示', message: action.message, tone: 'warning' });
      } else if (action.kind === 'tell' && !told.has(action.state)) {
        told.add(action.state);
        notifications.show({
          color: 'orange',
          title: '提示',
          message: action.message,
          autoClose: 5_000,
          withBorder: true,
        });
      } else if (action.kind === 'succession' && !successionOpen) {
        successionOpen = true;
        await askSuccession(services, action.message, router).finally(() => {
          successionOpen = false;
        });
      }
    };

    const unsubscribe = router.subscribe('onResolved', (event) => {
      void check(event.toLocation.pathname);
    });
    void check(router.state.location.pathname);
    return unsubscribe;
  }, [services, router]);
}
