/** `@backlay/shared/casino`: the provider casino catalogue, its call shapes and typed calls. */
export * from './catalogue.js';
export * from './contract.js';
export * from './calls.js';
