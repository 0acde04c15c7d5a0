// Every feature module of the app, listed once. The screen table, the working screens, the outbox
// kinds, the reference loaders and the batch paths all come from this list (DESIGN §12).
import { auxiliaryModule } from '../features/auxiliary/module';
import { booksModule } from '../features/books/module';
import { departmentModule } from '../features/department/module';
import { openingModule } from '../features/opening/module';
import { subjectSettingsModule } from '../features/subject-settings/module';
import { successionModule } from '../features/succession/module';
import { taskBoardModule } from '../features/task-board/module';
import { voucherModule } from '../features/voucher/module';
import { loadOperators } from '../local/operators';
import { defineFeature, type FeatureModule, installFeature } from '../ui/feature-module';

const welcome = () => import('./pages/WelcomePage').then((m) => m.WelcomePage);

/** The shell's own pages, and the users the pickers offer (every module shows people). */
export const shellModule = defineFeature({
  name: 'shell',
  screens: [
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
  ],
  references: { operators: loadOperators },
});

export const featureModules: readonly FeatureModule[] = [
  shellModule,
  departmentModule,
  subjectSettingsModule,
  auxiliaryModule,
  successionModule,
  openingModule,
  voucherModule,
  booksModule,
  taskBoardModule,
];

let installed = false;

/** Registers every module's outbox kinds, reference loaders and batch paths (once, at boot). */
export function installFeatures(): void {
  if (installed) return;
  installed = true;
  for (const module of featureModules) installFeature(module);
}
