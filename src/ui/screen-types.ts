// What every screen receives. Screens read their page from props rather than router hooks because a
// kept-alive screen stays mounted (hidden) while the router shows another page.
import type { ComponentType } from 'react';
import type { RouteEntry, RouteQuery } from '../core/routes/types';

export interface ScreenProps {
  readonly route: RouteEntry;
  /** Values of the `$name` path segments, decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** Query values as strings (the router keeps search as strings, never JSON-parsed). */
  readonly search: RouteQuery;
  /** False while a kept-alive screen is hidden behind another tab: pause polling, skip focus. */
  readonly active: boolean;
}

export type ScreenComponent = ComponentType<ScreenProps>;

/** Loads a screen's code on first use (one chunk per screen). */
export type ScreenLoader = () => Promise<ScreenComponent>;
