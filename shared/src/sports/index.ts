export * from './types.js';
export * from './ladder.js';
export * from './protocol.js';
export * from './sports.js';
export * from './mirror.js';
export * from './links.js';
export * from './api.js';
export * from './embedLinks.js';
