/** `@backlay/shared/cards`: live card tables as data, their pure game functions, and the lobby. */
export * from './types.js';
export * from './cards.js';
export * from './registry.js';
export * from './lobby.js';
export * from './book.js';
export * from './contract.js';
export * from './calls.js';
// 3 Cards Judgement bets carry the player's three ranks in the selection id: clients encode it with these.
export { judgementSelectionId, judgementSelectionOf, type JudgementSide } from './families/judgement.js';
// Checking a settled round against its commitment (WebCrypto; null where the page has none).
export { checkRound, sha256Hex, type RoundCheck } from './verify.js';
