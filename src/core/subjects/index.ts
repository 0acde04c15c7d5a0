// Pure subject rules shared by the screens, the offline cache and the server.
export * from './aux-fields';
export * from './aux-key';
export * from './balance';
export * from './balance-rows';
export * from './code-width';
export * from './tree';
export * from './trial-balance';
export * from './types';
