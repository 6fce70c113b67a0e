/**
 * The seamless-wallet protocol between a casino provider and its operator, both ways: the messages
 * and paths (messages.ts), the HMAC signature every request carries (signature.ts) and the guard
 * that takes each signature once (replay.ts). The operator (the API) and the provider both speak it
 * from here.
 */
export * from './messages.js';
export * from './signature.js';
export * from './replay.js';
