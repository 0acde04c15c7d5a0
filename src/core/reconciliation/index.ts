// Bank reconciliation (银行对账, issue 19 item 4): the matching rules, balances and 余额调节表, and
// the reading of bank statement files. Pure: the server and the screens share them.
export * from './csv';
export * from './days';
export * from './import';
export * from './layouts';
export * from './matching';
export * from './settle-no';
export * from './statement';
export * from './types';
