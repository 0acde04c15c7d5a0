// What a feature module declares, once, in src/features/<module>/module.ts: its screens (each a path
// of the route catalogue, whose title, permission and parents live there), the outbox kinds of the
// records it writes, the reference tables it owns and the saves its server also takes in batches.
// The app derives its screen table, working screens and offline loaders from the list of modules.
import {
  type OutboxKindHandler,
  type ReferenceLoader,
  registerBatch,
  registerOutboxKind,
  registerReference,
} from '../local';
import type { ReferenceTable } from '../local/types';
import type { ScreenLoader } from './screen-types';

export interface FeatureScreen {
  /** A path of the route catalogue (src/core/routes). */
  readonly path: string;
  readonly load: ScreenLoader;
  /**
   * Kept mounted (hidden) while another tab is shown, so filters, ticked rows and scroll survive a
   * tab switch (spec 001 §2.2: list screens are kept alive). Forms and reports reload instead.
   */
  readonly keepAlive?: boolean;
}

export interface GuardedReference {
  readonly load: ReferenceLoader;
  readonly readWith: readonly string[];
}

export interface FeatureModule {
  readonly name: string;
  readonly screens: readonly FeatureScreen[];
  readonly outboxKinds?: Readonly<Record<string, OutboxKindHandler>>;
  /**
   * The reference tables the module owns: a loader, or a loader with the permissions any one of
   * which the server asks before it answers (the session skips a table its user may not read).
   */
  readonly references?: Readonly<Partial<Record<ReferenceTable, ReferenceLoader | GuardedReference>>>;
  /** Save path -> the path that takes many of them in one call. */
  readonly batches?: Readonly<Record<string, string>>;
}

export function defineFeature(module: FeatureModule): FeatureModule {
  return module;
}

/** Registers a module's outbox kinds, reference loaders and batch paths with the local layer. */
export function installFeature(module: FeatureModule): void {
  for (const [kind, handler] of Object.entries(module.outboxKinds ?? {})) registerOutboxKind(kind, handler);
  for (const [table, reference] of Object.entries(module.references ?? {})) {
    if (!reference) continue;
    if (typeof reference === 'function') registerReference(table as ReferenceTable, reference);
    else registerReference(table as ReferenceTable, reference.load, reference.readWith);
  }
  for (const [save, batch] of Object.entries(module.batches ?? {})) registerBatch(save, batch);
}
