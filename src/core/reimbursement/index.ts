// The approval rules of the reimbursement module (issue 18 §1, §4, §6) for its server and screens:
// process definitions and their resolution, the document state machine with its history, loans, travel rules.
export * from './claim';
export * from './document-state';
export * from './history';
export * from './invoice';
export * from './loans';
export * from './process';
export * from './travel';
export * from './travel-claim';
export * from './types';
