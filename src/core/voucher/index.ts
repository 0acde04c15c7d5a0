// Voucher rules shared by the entry screens and the server: line checks with their messages, the
// balance check, canonical auxiliary keys, voucher-type restrictions, and the API's shapes.
export * from './entries';
export * from './types';
export * from './voucher-types';
