/**
 * The protocol's shared secret keys every signature both ways: a provider started on a placeholder
 * or a short one would let anyone who guessed it open sessions, so it does not start.
 */

/** The shortest secret accepted (a generated one, `openssl rand -hex 32`, has 64 characters). */
export const MIN_CASINO_SECRET_LENGTH = 32;

/** Words of a value left from a template or an example rather than generated. */
const PLACEHOLDER = /change[-_ ]?me|change[-_ ]?it|replace[-_ ]?me|placeholder|your[-_ ]?(secret|key)|example|dummy/i;

/**
 * A configured secret, checked: a placeholder (`change-me-…`), a value shorter than `minLength` or
 * one of a few characters repeated throws. The message names the setting, never its value.
 */
export function requireSecret(name: string, value: string, minLength = MIN_CASINO_SECRET_LENGTH): string {
  const fix = `set it to a random value of at least ${minLength} characters (e.g. \`openssl rand -hex 32\`)`;
  if (PLACEHOLDER.test(value)) throw new Error(`${name} is a placeholder, not a secret: ${fix}`);
  if (value.length < minLength) throw new Error(`${name} is too short (${value.length} characters): ${fix}`);
  if (new Set(value).size < 8) throw new Error(`${name} repeats a few characters, so it is guessable: ${fix}`);
  return value;
}
