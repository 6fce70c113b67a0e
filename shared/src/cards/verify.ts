/**
 * Checking a settled round the way a player can: before betting opened the table published a
 * commitment, SHA-256 (hex) of `commitText(salt, shoe)`; the round's detail reveals the salt and the
 * shoe, so hashing them again here must give the commitment. Replaying the shoe through the table's
 * own dealing rules must also give the cards shown and, unless the round was voided, its result.
 */
import { commitText, type CardRoundDetail } from './contract.js';
import { familyOf } from './registry.js';
import type { CardFamily, CardTableDefinition, DealtCard } from './types.js';

export interface RoundCheck {
  /** SHA-256 (hex) of commitText(salt, shoe), computed here. */
  computed: string;
  commitMatches: boolean;
  /** The shoe deals these cards to these hands; null when the table is unknown here. */
  dealMatches: boolean | null;
  /** …and this result; null for a voided round or an unknown table. */
  resultMatches: boolean | null;
}

/** Hex SHA-256 of a text with WebCrypto; null where the browser offers none (a page not served securely). */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sameDeal(a: readonly DealtCard[], b: readonly DealtCard[]): boolean {
  return a.length === b.length && a.every((d, i) => d.hand === b[i]?.hand && d.card === b[i]?.card);
}

/**
 * What matched; null when this browser cannot hash. The commitment is compared in any case of hex,
 * surrounding blanks aside. The shoe is replayed with `family` (the table's own by default); without
 * a table only the hash is checked.
 */
export async function checkRound(
  detail: CardRoundDetail,
  def: CardTableDefinition | undefined,
  family?: CardFamily,
): Promise<RoundCheck | null> {
  const computed = await sha256Hex(commitText(detail.salt, detail.shoe));
  if (computed === null) return null;
  let dealMatches: boolean | null = null;
  let resultMatches: boolean | null = null;
  if (def) {
    try {
      const rules = family ?? familyOf(def);
      const dealt = rules.deal(def, detail.shoe);
      dealMatches = sameDeal(dealt, detail.dealt);
      resultMatches = detail.voided ? null : rules.result(def, dealt).win === detail.win;
    } catch {
      // A shoe the table cannot deal from does not deal these cards either.
      dealMatches = false;
    }
  }
  return { computed, commitMatches: computed === detail.commit.trim().toLowerCase(), dealMatches, resultMatches };
}
