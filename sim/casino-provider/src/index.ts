/**
 * The casino provider (README.md): build it on a database of its own, or start it listening. The
 * protocol it speaks with its operator is `@backlay/casino-provider/protocol`.
 */
export {
  buildProvider,
  startProvider,
  SESSION_TTL_MS,
  type Provider,
  type ProviderOptions,
  type RunningProvider,
  type StartOptions,
} from './provider.js';
export { openProviderDatabase, type Db, type ProviderDatabase } from './db/client.js';
export { WalletClient, type CallResult, type WalletClientOptions } from './outbox.js';
export type { BalanceResult, PageError, PageState, PlayResult, RoundView } from './contract.js';
