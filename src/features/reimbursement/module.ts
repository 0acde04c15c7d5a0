// 报销: the claim lists, the document pages, the flow chart and the to-do list; every claim action is
// an outbox kind (offline first), and the documents the user opened are kept for offline reading.
import { createElement } from 'react';
import type { DocumentType } from '../../core/reimbursement/types';
import { claimKind, claimOutboxKind } from '../../local/claims';
import { defineFeature, type FeatureScreen } from '../../ui/feature-module';
import type { ScreenComponent } from '../../ui/screen-types';
import { claimLists, documentPaths, flowChartPath } from './screens';

const listScreens: FeatureScreen[] = claimLists.map((config) => ({
  path: config.path,
  load: () =>
    import('./list/ClaimListScreen').then(
      (m): ScreenComponent =>
        (props) =>
          createElement(m.ClaimListScreen, { ...props, config }),
    ),
  keepAlive: true,
}));

const documentScreens: FeatureScreen[] = (Object.keys(documentPaths) as DocumentType[]).map((type) => ({
  path: documentPaths[type],
  load: () =>
    import('./document/ClaimDocumentPage').then(
      (m): ScreenComponent =>
        (props) =>
          createElement(m.ClaimDocumentPage, { ...props, type }),
    ),
}));

export const reimbursementModule = defineFeature({
  name: 'reimbursement',
  screens: [
    ...listScreens,
    ...documentScreens,
    { path: flowChartPath, load: () => import('./flow/FlowChartScreen').then((m) => m.FlowChartScreen) },
    ...['/final/toDoList/to-do-list', '/final/toDoList/new-to-do-list'].map((path) => ({
      path,
      load: () => import('./todo/TodoScreen').then((m) => m.TodoScreen),
      keepAlive: true,
    })),
  ],
  outboxKinds: { [claimKind]: claimOutboxKind },
});
