/**
 * Checking a round as a player can: the commitment published before betting is SHA-256 of the
 * salt and the shuffled shoe revealed after the round, and the table's family, replayed on that
 * shoe, deals the same cards and the same result.
 */
import {
  commitText,
  type CardFamily,
  type CardRoundDetail,
  type CardTableDefinition,
  type DealtCard,
} from '@backlay/shared/cards';

export interface Verification {
  /** SHA-256 (hex) of commitText(salt, shoe), computed here. */
  computed: string;
  commitMatches: boolean;
  /** Replaying the shoe deals the round's cards to the same hands; null when it could not be replayed. */
  dealMatches: boolean | null;
  /** …and the same result; null for a voided round or when it could not be replayed. */
  resultMatches: boolean | null;
}

/** Hex SHA-256 of a text with WebCrypto; null where the browser offers none (pages not served securely). */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function sameDeal(a: readonly DealtCard[], b: readonly DealtCard[]): boolean {
  return a.length === b.length && a.every((d, i) => d.hand === b[i]?.hand && d.card === b[i]?.card);
}

/** Null when the browser cannot hash; otherwise what matched. */
export async function verifyRound(
  def: CardTableDefinition,
  detail: CardRoundDetail,
  family: CardFamily,
): Promise<Verification | null> {
  const computed = await sha256Hex(commitText(detail.salt, detail.shoe));
  if (computed === null) return null;
  let dealMatches: boolean | null = null;
  let resultMatches: boolean | null = null;
  try {
    const dealt = family.deal(def, detail.shoe);
    dealMatches = sameDeal(dealt, detail.dealt);
    resultMatches = detail.voided ? null : family.result(def, dealt).win === detail.win;
  } catch {
    // A shoe the family cannot deal is a mismatch too, but not one this check can describe.
    dealMatches = false;
  }
  return { computed, commitMatches: computed === detail.commit.toLowerCase(), dealMatches, resultMatches };
}
