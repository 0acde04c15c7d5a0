// One React.lazy component per catalogue route, created on first use and reused after, so a screen's
// chunk loads once and a kept-alive screen is never remounted by a new component identity. The
// shell's pages load directly; any other screen first loads the feature modules (src/app/features.ts).
import { type LazyExoticComponent, lazy } from 'react';
import type { ScreenComponent, ScreenLoader } from '../../ui/screen-types';
import { loadFeatures } from '../features';
import { shellPages } from '../shell-pages';

const cache = new Map<string, LazyExoticComponent<ScreenComponent>>();
const shellLoaders = new Map(shellPages.map((page) => [page.path, page.load]));

function loaderFor(path: string): ScreenLoader {
  return shellLoaders.get(path) ?? (() => loadFeatures().then((table) => table.screenLoaderFor(path)()));
}

export function lazyScreen(path: string): LazyExoticComponent<ScreenComponent> {
  let component = cache.get(path);
  if (!component) {
    const load = loaderFor(path);
    component = lazy(() => load().then((screen) => ({ default: screen })));
    cache.set(path, component);
  }
  return component;
}
