export * from './events.js';
export {
  createBus,
  type HostBus,
  type MainSocket,
  type MatchSocket,
  type NamespaceSockets,
  type SocketFactory,
  type SocketNamespace,
} from './bus.js';
