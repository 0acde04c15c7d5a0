// The shared input rules of spec 000 §5 in one import: `import { required, firstError } from '@/core/rules'`.

export * from './amount-input';
export * from './dates';
export * from './entry-side';
export * from './form';
export * from './integer-input';
export * from './period';
export * from './phone';
export * from './range';
export * from './required';
