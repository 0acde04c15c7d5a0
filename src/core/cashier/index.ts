// The cashier's pure rules: its book's journal and running balances, the check against the ledger,
// the cheque register's states, and the order of month closing.
export * from './check';
export * from './cheques';
export * from './journal';
export * from './periods';
export * from './types';
