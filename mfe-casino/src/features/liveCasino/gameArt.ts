/**
 * What a provider game's thumbnail draws, from its game type and name only: each type has its
 * colours and motif (a plane for aviator, a rising line for crash, a mines grid, a wheel, coloured
 * balls, dice, playing cards …), and the name varies the details (cards, multiplier, revealed
 * tiles), so two games of one type still look different. Pure: a game always gets the same picture.
 */
import type { ProviderGameType } from '@backlay/shared/casino';
import { nameSeed } from '../lobby/thumbnail.js';

export type ArtSuit = 'spade' | 'heart' | 'club' | 'diamond';

export const SUIT_GLYPHS: Readonly<Record<ArtSuit, string>> = { spade: '♠', heart: '♥', club: '♣', diamond: '♦' };
export const RED_SUITS: ReadonlySet<ArtSuit> = new Set<ArtSuit>(['heart', 'diamond']);

interface TypeLook {
  /** Background gradient, top-left to bottom-right. */
  from: string;
  to: string;
  accent: string;
}

export const TYPE_LOOKS: Readonly<Record<ProviderGameType, TypeLook>> = {
  aviator: { from: '#1a0b2e', to: '#8e1b2f', accent: '#ff3b4e' },
  crash: { from: '#061a2b', to: '#0f4c5c', accent: '#3cf2a0' },
  mines: { from: '#0d1b3d', to: '#23417a', accent: '#39d98a' },
  colour: { from: '#1d1240', to: '#4a2a8c', accent: '#ffd166' },
  roulette: { from: '#0b3d1e', to: '#1b7a3d', accent: '#f4d35e' },
  sicbo: { from: '#5a0f12', to: '#a8231e', accent: '#ffe8b0' },
  dragontiger: { from: '#7a1212', to: '#d1451b', accent: '#ffd166' },
  baccarat: { from: '#0b3b3a', to: '#15807a', accent: '#f4d35e' },
  teenpatti: { from: '#5b1a6e', to: '#a1306b', accent: '#f7c948' },
  andarbahar: { from: '#4a2a0a', to: '#a8641d', accent: '#ffe8b0' },
  lucky7: { from: '#0d4d2c', to: '#1f8a4c', accent: '#ffe066' },
  poker: { from: '#1b1b3a', to: '#3c3c8c', accent: '#ff6b6b' },
  '32cards': { from: '#10305a', to: '#2a6fb0', accent: '#9ad1ff' },
  lottery: { from: '#3a0d4d', to: '#7b2ea8', accent: '#ffd6ff' },
  race: { from: '#0f2f3f', to: '#1d6f8f', accent: '#ffcf56' },
  bollywood: { from: '#6b0f3a', to: '#c2185b', accent: '#ffd700' },
};

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;
const SUITS: readonly ArtSuit[] = ['spade', 'heart', 'club', 'diamond'];

export interface ArtCard {
  rank: string;
  suit: ArtSuit;
}

export interface ArtSpec extends TypeLook {
  type: ProviderGameType;
  cards: [ArtCard, ArtCard, ArtCard];
  /** A slight tilt (degrees), −5 to 5. */
  tilt: number;
  /** Crash games' multiplier, 1.20x to 99.9x. */
  multiplier: string;
  /** Mines: the revealed gems and the one mine, as cells of a 5 × 5 grid (distinct). */
  gems: number[];
  mine: number;
  /** Three dice faces, 1 to 6. */
  dice: [number, number, number];
  /** A number between 0 and 36 (the roulette ball's pocket, a lottery draw). */
  number: number;
}

export function artSpec(type: ProviderGameType, name: string): ArtSpec {
  const seed = nameSeed(name);
  const pick = (shift: number): ArtCard => ({
    rank: RANKS[(seed >>> shift) % RANKS.length] ?? 'A',
    suit: SUITS[(seed >>> (shift + 3)) % SUITS.length] ?? 'spade',
  });
  // Four distinct cells: three gems and the mine.
  const cells: number[] = [];
  for (let i = 0; cells.length < 4; i++) {
    const cell = (Math.imul(seed ^ (i * 0x9e3779b9), 0x85ebca6b) >>> 0) % 25;
    if (!cells.includes(cell)) cells.push(cell);
  }
  const hundredths = 120 + ((seed >>> 5) % 9_870);
  const multiplier = hundredths >= 1_000 ? (hundredths / 100).toFixed(1) : (hundredths / 100).toFixed(2);
  const die = (shift: number) => ((seed >>> shift) % 6) + 1;
  return {
    ...TYPE_LOOKS[type],
    type,
    cards: [pick(0), pick(7), pick(14)],
    tilt: ((seed >>> 21) % 11) - 5,
    multiplier: `${multiplier}x`,
    gems: cells.slice(0, 3),
    mine: cells[3] ?? 24,
    dice: [die(2), die(9), die(16)],
    number: (seed >>> 11) % 37,
  };
}
