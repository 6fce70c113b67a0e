export * from './events.js';
export { createBus, type HostBus } from './bus.js';
