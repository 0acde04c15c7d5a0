// The frame of the pages outside the layout (login, unit selection, 401, 404...): the app's name at
// the top, one centred card, the version at the bottom.
import type { ReactNode } from 'react';
import { APP_VERSION } from '../../core/constants';
import { LogoMark } from '../layout/icons';
import classes from './pages.module.css';

export function PageFrame({ children, width = 420 }: { children: ReactNode; width?: number }) {
  return (
    <div className={classes.frame}>
      <header className={classes.frameHeader}>
        <LogoMark size={28} />
        <span className={classes.frameTitle}>工会集中财务系统</span>
      </header>
      <main className={classes.frameBody}>
        <div className={classes.card} style={{ maxWidth: width }}>
          {children}
        </div>
      </main>
      <footer className={classes.frameFooter}>
        <span>集中核算 · 账务处理 · 资产管理 · 报销审批</span>
        <span data-testid="app-version">版本 {APP_VERSION}</span>
      </footer>
    </div>
  );
}

export interface StatusPageProps {
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A page that explains why the user is here and what to do next. */
export function StatusBlock({ code, title, children, actions }: StatusPageProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
      {code && <div className={classes.statusCode}>{code}</div>}
      <h1 style={{ margin: 0, fontSize: 20, fontWeight: 600, color: '#1d2b42' }}>{title}</h1>
      {children && <div style={{ fontSize: 13, color: '#4a5568', lineHeight: 1.75 }}>{children}</div>}
      {actions && <div style={{ display: 'flex', gap: 8, marginTop: 6 }}>{actions}</div>}
    </div>
  );
}

export function StatusPage(props: StatusPageProps) {
  return (
    <PageFrame width={480}>
      <StatusBlock {...props} />
    </PageFrame>
  );
}
