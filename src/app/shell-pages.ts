// The shell's own pages (login, ledger-set choice, errors, welcome). They are known to the entry
// chunk so /login opens without loading the feature modules and the local database behind them.
import type { FeatureScreen } from '../ui/feature-module';

const welcome = () => import('./pages/WelcomePage').then((m) => m.WelcomePage);

export const shellPages: readonly FeatureScreen[] = [
  { path: '/login', load: () => import('./pages/LoginPage').then((m) => m.LoginPage) },
  { path: '/selecting', load: () => import('./pages/SelectingPage').then((m) => m.SelectingPage) },
  {
    path: '/authorization',
    load: () => import('./pages/AuthorizationPage').then((m) => m.AuthorizationPage),
  },
  {
    path: '/timeCalibration',
    load: () => import('./pages/TimeCalibrationPage').then((m) => m.TimeCalibrationPage),
  },
  { path: '/no-access', load: () => import('./pages/NoAccessPage').then((m) => m.NoAccessPage) },
  {
    path: '/passwordReset',
    load: () => import('./pages/PasswordResetPage').then((m) => m.PasswordResetPage),
  },
  { path: '/error401', load: () => import('./pages/Error401Page').then((m) => m.Error401Page) },
  { path: '/', load: welcome },
  { path: '/final/welcome', load: welcome },
];
