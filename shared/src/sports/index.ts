export * from './types.js';
export * from './ladder.js';
export * from './protocol.js';
