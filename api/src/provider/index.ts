/** The embedded casino provider (README.md): build it, or start it listening. */
export {
  buildProvider,
  startEmbeddedProvider,
  SESSION_TTL_MS,
  type EmbeddedProvider,
  type ProviderOptions,
} from './provider.js';
export type { BalanceResult, PageError, PageState, PlayResult, RoundView } from './contract.js';
