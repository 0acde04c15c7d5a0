export * from './parts';
export * from './setting';
export * from './voucher';
