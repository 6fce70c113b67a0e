/**
 * The browser entry of the real-time contract: the host's bus (RxJS, socket.io-client), the states
 * it emits, and the wire protocol re-exported from `@backlay/shared/realtime-protocol` — the
 * server-safe entry the API imports instead of this one.
 */
export * from './protocol.js';
export * from './state.js';
export {
  createBus,
  type HostBus,
  type MainSocket,
  type MatchSocket,
  type NamespaceSockets,
  type SocketFactory,
  type SocketNamespace,
} from './bus.js';
