// Pure rules of the books (账簿 and statements) shared by the server and the screens.
export * from './direction';
export * from './figures';
export * from './hledger';
export * from './income-expense';
export * from './rollup';
export * from './running';
export * from './statements';
