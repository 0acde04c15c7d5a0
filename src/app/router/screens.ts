// Which code renders each catalogue route, derived from the feature modules (src/app/modules.ts).
// Every other route shows the honest 功能建设中 page (DESIGN §10).
import type { FeatureScreen } from '../../ui/feature-module';
import type { ScreenLoader } from '../../ui/screen-types';
import { featureModules } from '../modules';

/** features.ts loads the modules through this table only (one dynamic entry; see there). */
export { installFeatures } from '../modules';

const screens = new Map<string, FeatureScreen>();
for (const module of featureModules) {
  for (const screen of module.screens) {
    if (screens.has(screen.path)) throw new Error(`两个模块声明了同一页面：${screen.path}`);
    screens.set(screen.path, screen);
  }
}

/** Paths whose screens are built; this set only grows, one screen at a time. */
export const workingScreens: ReadonlySet<string> = new Set(screens.keys());

export const underConstructionLoader: ScreenLoader = () =>
  import('../pages/UnderConstructionPage').then((m) => m.UnderConstructionPage);

/** The loader of a catalogue route, by its pattern path. */
export function screenLoaderFor(path: string): ScreenLoader {
  return screens.get(path)?.load ?? underConstructionLoader;
}

/** Whether a screen stays mounted while another tab is shown (its module says so). */
export function isKeptAlive(path: string): boolean {
  return screens.get(path)?.keepAlive ?? false;
}
