/** The engine that runs each catalogue `game_type`. */
import type { ProviderGame, ProviderGameType } from '@backlay/shared/casino';
import { cardsEngine } from './cards.js';
import { colourEngine } from './colour.js';
import { crashEngine } from './crash.js';
import { minesEngine } from './mines.js';
import { rouletteEngine } from './roulette.js';
import { sicboEngine } from './sicbo.js';
import type { Engine } from './types.js';

export type EngineKind = 'crash' | 'mines' | 'roulette' | 'colour' | 'sicbo' | 'cards';

const KIND: Record<ProviderGameType, EngineKind> = {
  aviator: 'crash',
  crash: 'crash',
  mines: 'mines',
  roulette: 'roulette',
  colour: 'colour',
  sicbo: 'sicbo',
  dragontiger: 'cards',
  baccarat: 'cards',
  teenpatti: 'cards',
  andarbahar: 'cards',
  lucky7: 'cards',
  poker: 'cards',
  '32cards': 'cards',
  lottery: 'cards',
  race: 'cards',
  bollywood: 'cards',
};

// Engine<S> is assignable to Engine<unknown>: its methods take their state bivariantly.
const ENGINES: Record<EngineKind, Engine<unknown>> = {
  crash: crashEngine,
  mines: minesEngine,
  roulette: rouletteEngine,
  colour: colourEngine,
  sicbo: sicboEngine,
  cards: cardsEngine,
};

export function engineKind(game: ProviderGame): EngineKind {
  return KIND[game.game_type];
}

export function engineOf(kind: string): Engine<unknown> {
  const engine = (ENGINES as Record<string, Engine<unknown> | undefined>)[kind];
  if (!engine) throw new RangeError(`no engine ${kind}`);
  return engine;
}

export { GameError, type Engine, type Rng, type Step } from './types.js';
