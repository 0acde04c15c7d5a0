// Auxiliary accounting (辅助核算): items and types.
import { loadAuxItems, loadAuxTypes } from '../../local/auxiliary';
import { defineFeature } from '../../ui/feature-module';

export const auxiliaryModule = defineFeature({
  name: 'auxiliary',
  screens: [
    {
      path: '/final/auxiliaryAccount/auxiliary-account-index',
      load: () => import('./AuxIndexScreen').then((m) => m.AuxIndexScreen),
      keepAlive: true,
    },
    {
      path: '/final/auxiliaryAccount/auxiliary-account-type-management',
      load: () => import('./AuxTypeScreen').then((m) => m.AuxTypeScreen),
      keepAlive: true,
    },
  ],
  references: { auxTypes: loadAuxTypes, auxItems: loadAuxItems },
});
