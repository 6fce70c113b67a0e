/**
 * What a lobby thumbnail draws, decided from the table's family and name only: each family has its
 * colours and motif (fanned cards for teen patti, two cards face to face for dragon tiger, a big 7
 * for Lucky 7, swords for Casino War, a crown for Casino Queen …), and the name picks the cards and suits shown, so two tables of one family still
 * look different. Pure, so the same table always gets the same picture.
 */
import type { CardFamilyKey, Suit } from '@backlay/shared/cards';

export type Motif =
  | 'fan'
  | 'versus'
  | 'seven'
  | 'columns'
  | 'quad'
  | 'baccarat'
  | 'poker'
  | 'cricket'
  | 'digits'
  | 'race'
  | 'judgement'
  | 'meter'
  | 'marquee'
  | 'war'
  | 'over'
  | 'crown';

interface FamilyLook {
  motif: Motif;
  /** Background gradient, top-left to bottom-right. */
  from: string;
  to: string;
  accent: string;
}

export const FAMILY_LOOKS: Readonly<Record<CardFamilyKey, FamilyLook>> = {
  teenPatti: { motif: 'fan', from: '#5b1a6e', to: '#a1306b', accent: '#f7c948' },
  dragonTiger: { motif: 'versus', from: '#7a1212', to: '#d1451b', accent: '#ffd166' },
  lucky7: { motif: 'seven', from: '#0d4d2c', to: '#1f8a4c', accent: '#ffe066' },
  andarBahar: { motif: 'columns', from: '#4a2a0a', to: '#a8641d', accent: '#ffe8b0' },
  cards32: { motif: 'quad', from: '#10305a', to: '#2a6fb0', accent: '#9ad1ff' },
  baccarat: { motif: 'baccarat', from: '#0b3b3a', to: '#15807a', accent: '#f4d35e' },
  poker: { motif: 'poker', from: '#1b1b3a', to: '#3c3c8c', accent: '#ff6b6b' },
  cricket: { motif: 'cricket', from: '#1f4d12', to: '#4f9a2c', accent: '#f2f2f2' },
  worli: { motif: 'digits', from: '#3a0d4d', to: '#7b2ea8', accent: '#ffd6ff' },
  race: { motif: 'race', from: '#0f2f3f', to: '#1d6f8f', accent: '#ffcf56' },
  judgement: { motif: 'judgement', from: '#2d2d2d', to: '#5c5c5c', accent: '#f2b134' },
  meter: { motif: 'meter', from: '#0a2a4a', to: '#1769aa', accent: '#7bdff2' },
  bollywood: { motif: 'marquee', from: '#6b0f3a', to: '#c2185b', accent: '#ffd700' },
  war: { motif: 'war', from: '#3a1f0a', to: '#8c3b12', accent: '#ffb347' },
  ballByBall: { motif: 'over', from: '#0d3b2a', to: '#2e7d32', accent: '#ffeb3b' },
  queen: { motif: 'crown', from: '#3b0a45', to: '#8e24aa', accent: '#ffd54f' },
};

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;
const SUITS: readonly Suit[] = ['spade', 'heart', 'club', 'diamond'];

/** FNV-1a: a stable number from the table's name. */
export function nameSeed(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface ThumbCard {
  rank: string;
  suit: Suit;
}

export interface ThumbSpec extends FamilyLook {
  /** Three cards the motif may show, chosen by the name. */
  cards: [ThumbCard, ThumbCard, ThumbCard];
  /** A slight tilt (degrees) so tables of one family differ. */
  tilt: number;
  /** A digit the motif may single out (Worli). */
  digit: number;
}

export function thumbnailSpec(family: CardFamilyKey, name: string): ThumbSpec {
  const seed = nameSeed(name);
  const pick = (shift: number): ThumbCard => ({
    rank: RANKS[(seed >>> shift) % RANKS.length] ?? 'A',
    suit: SUITS[(seed >>> (shift + 3)) % SUITS.length] ?? 'spade',
  });
  return {
    ...FAMILY_LOOKS[family],
    cards: [pick(0), pick(7), pick(14)],
    tilt: ((seed >>> 21) % 11) - 5,
    digit: (seed >>> 26) % 10,
  };
}
