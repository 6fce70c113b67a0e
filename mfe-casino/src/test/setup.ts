/**
 * Per test file, after the shared preset's setup:
 * - the table registry of `@backlay/shared/cards` is replaced by this package's hand-made tables
 *   (cardRegistry.ts), so the screens render known definitions whatever the families hold;
 * - WebCrypto's digest, which jsdom lacks, comes from Node (round verification hashes with it).
 */
import { dirname, join } from 'node:path';
import { webcrypto } from 'node:crypto';

const registry = join(dirname(require.resolve('@backlay/shared/cards')), 'registry.js');
// doMock, not mock: this must not be hoisted above the path it needs.
jest.doMock(registry, () => jest.requireActual<typeof import('./cardRegistry.js')>('./cardRegistry'));

if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
}
