// Which code renders each catalogue route. A module issue adds its screens here (and to
// workingScreens in index.ts); every other route shows the honest 功能建设中 page.
import type { ScreenLoader } from './screen-types';

const welcome: ScreenLoader = () => import('../app/pages/WelcomePage').then((m) => m.WelcomePage);

export const screenLoaders: Readonly<Record<string, ScreenLoader>> = {
  '/login': () => import('../app/pages/LoginPage').then((m) => m.LoginPage),
  '/selecting': () => import('../app/pages/SelectingPage').then((m) => m.SelectingPage),
  '/authorization': () => import('../app/pages/AuthorizationPage').then((m) => m.AuthorizationPage),
  '/timeCalibration': () => import('../app/pages/TimeCalibrationPage').then((m) => m.TimeCalibrationPage),
  '/no-access': () => import('../app/pages/NoAccessPage').then((m) => m.NoAccessPage),
  '/passwordReset': () => import('../app/pages/PasswordResetPage').then((m) => m.PasswordResetPage),
  '/error401': () => import('../app/pages/Error401Page').then((m) => m.Error401Page),
  '/': welcome,
  '/final/welcome': welcome,
  '/final/usercenter/department-management': () =>
    import('../features/department/DepartmentScreen').then((m) => m.DepartmentScreen),
};

export const underConstructionLoader: ScreenLoader = () =>
  import('../app/pages/UnderConstructionPage').then((m) => m.UnderConstructionPage);

/** The loader of a catalogue route, by its pattern path. */
export function screenLoaderFor(path: string): ScreenLoader {
  return screenLoaders[path] ?? underConstructionLoader;
}
