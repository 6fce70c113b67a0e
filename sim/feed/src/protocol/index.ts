/** The feed protocol: messages, the state they build, and the transports that carry them. */
export * from './messages.js';
export { FeedState } from './state.js';
export type { FeedTransport, Subscription, TickHandlers } from './transport.js';
export { MemoryTransport, type MemoryTransportOptions } from './memory.js';
export { RedisStreamTransport, type RedisStreamOptions } from './redis.js';
