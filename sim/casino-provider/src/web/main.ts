/// <reference lib="dom" />
/**
 * The game page's script: reads the launch id from the page, loads the game's state and mounts
 * the game's module by engine.
 */
import type { GameInfo } from '../contract.js';
import { isError, PageApi } from './api.js';
import { mountCards } from './cards.js';
import { mountColour } from './colour.js';
import { mountCrash } from './crash.js';
import { el } from './dom.js';
import { mountMines } from './mines.js';
import { mountRoulette } from './roulette.js';
import { buildShell, showEnded, type Mount } from './shell.js';
import { mountSicbo } from './sicbo.js';

const MOUNTS: Record<GameInfo['engine'], Mount> = {
  crash: mountCrash,
  mines: mountMines,
  roulette: mountRoulette,
  colour: mountColour,
  sicbo: mountSicbo,
  cards: mountCards,
};

async function boot(): Promise<void> {
  const root = document.getElementById('game');
  const launchId = document.body.dataset.launch;
  if (!root || !launchId) return;
  const api = new PageApi(launchId);
  const state = await api.state();
  if (isError(state)) {
    if (state.code === 'SESSION_ENDED' || state.code === 'UNKNOWN_SESSION')
      showEnded(root, 'This game session has ended. Go back to the casino and open the game again.');
    else root.replaceChildren(el('p', 'message error', state.message));
    return;
  }
  const shell = buildShell(root, api, state);
  const ui = MOUNTS[state.info.engine](shell);
  ui.resume(state.round);
  if (state.balance === null) void shell.refreshBalance();
}

void boot();
