// One React.lazy component per catalogue route, created on first use and reused after, so a screen's
// chunk loads once and a kept-alive screen is never remounted by a new component identity.
import { type LazyExoticComponent, lazy } from 'react';
import type { ScreenComponent } from '../../ui/screen-types';
import { screenLoaderFor } from './screens';

const cache = new Map<string, LazyExoticComponent<ScreenComponent>>();

export function lazyScreen(path: string): LazyExoticComponent<ScreenComponent> {
  let component = cache.get(path);
  if (!component) {
    const load = screenLoaderFor(path);
    component = lazy(() => load().then((screen) => ({ default: screen })));
    cache.set(path, component);
  }
  return component;
}
