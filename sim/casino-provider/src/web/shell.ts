/// <reference lib="dom" />
/**
 * The frame every game shares: header (name, provider, balance, back to the casino), the game's
 * stage and controls, a message line, the last rounds and the rules. The game modules draw into
 * `stage` and `controls` and report rounds through the shell.
 */
import type { EngineView, PageState, PlayResult, RoundView } from '../contract.js';
import { isError, PageApi } from './api.js';
import { append, clear, el, money, multiplier } from './dom.js';

export type MessageKind = 'info' | 'error' | 'win';

export interface Shell {
  api: PageApi;
  state: PageState;
  currency: string;
  stage: HTMLElement;
  controls: HTMLElement;
  below: HTMLElement;
  /** Shows a line to the player; it uses no `this`, so game modules may pass it on as a callback. */
  message(this: void, text: string, kind?: MessageKind): void;
  setBalance(value: number | null): void;
  refreshBalance(): Promise<void>;
  /** Places a bet; a refusal is shown and gives null. */
  bet(body: unknown): Promise<PlayResult | null>;
  /** Acts on the round in play; a refusal is shown and gives null. */
  act(roundId: string, action: Record<string, unknown>): Promise<PlayResult | null>;
  /** A round is over (after its animation): the result message, the history, the balance. */
  finished(round: RoundView, balance: number | null): void;
  /** The page state again (polling), or null when it cannot be had. */
  reload(): Promise<PageState | null>;
}

export interface GameUi {
  /** Draws the round in play when the page opens (or nothing). */
  resume(round: RoundView | null): void;
}

export type Mount = (shell: Shell) => GameUi;

/** A short line for the history strip. */
export function summary(detail: EngineView): string {
  switch (detail.engine) {
    case 'crash':
      return detail.crashPoint === null ? '—' : multiplier(detail.crashPoint);
    case 'mines':
      return detail.phase === 'bust' ? 'Mine' : multiplier(detail.multiplier);
    case 'roulette':
      return detail.number === null ? '—' : String(detail.number);
    case 'colour':
      return detail.number === null ? '—' : String(detail.number);
    case 'sicbo':
      return detail.dice ? `${detail.dice.join('·')} = ${detail.total}` : '—';
    case 'cards': {
      // The first winner ("Dragon", "Player A") or the dealt ranks.
      const line = detail.result?.split(' · ')[0] ?? '—';
      return line.length > 24 ? `${line.slice(0, 23)}…` : line;
    }
  }
}

function historyClass(detail: EngineView): string {
  switch (detail.engine) {
    case 'roulette':
      return detail.colour ? `chip-${detail.colour}` : '';
    case 'colour':
      return detail.colours.map((c) => `chip-${c}`).join(' ');
    case 'crash':
      return detail.crashPoint !== null && detail.crashPoint >= 2 ? 'chip-high' : 'chip-low';
    default:
      return '';
  }
}

export function showEnded(root: HTMLElement, text: string): void {
  clear(root);
  root.className = 'ended';
  append(root, el('h1', '', 'Session ended'), el('p', '', text));
}

export function buildShell(root: HTMLElement, api: PageApi, state: PageState): Shell {
  clear(root);
  root.className = `game engine-${state.info.engine} type-${state.game.type}`;
  const currency = state.player.currency;

  const header = el('header', 'bar');
  if (state.lobbyUrl && /^https?:\/\//.test(state.lobbyUrl)) {
    // Followed in place: the casino client closes its game frame when the frame reaches its lobby.
    const back = el('a', 'back', '‹ Casino');
    back.href = state.lobbyUrl;
    back.rel = 'noreferrer';
    append(header, back);
  }
  const title = el('div', 'title');
  append(title, el('h1', '', state.game.name), el('span', 'provider', `${state.game.provider} · ${state.player.name}`));
  const balanceBox = el('div', 'balance');
  const balanceValue = el('strong', '', '…');
  append(balanceBox, el('span', '', 'Balance'), balanceValue);
  append(header, title, balanceBox);

  const stage = el('section', 'stage');
  const messageLine = el('p', 'message');
  messageLine.setAttribute('role', 'status');
  messageLine.setAttribute('aria-live', 'polite');
  const controls = el('section', 'controls');
  const historyBox = el('section', 'history');
  const historyList = el('ol', 'history-list');
  append(historyBox, el('h2', '', 'Last rounds'), historyList);
  const below = el('section', 'below');
  append(root, header, stage, messageLine, controls, historyBox, below);

  const historyItem = (round: RoundView) => {
    const li = el(
      'li',
      `chip ${round.status === 'refunded' ? 'chip-refund' : historyClass(round.detail)}`,
      round.status === 'refunded' ? 'Refund' : summary(round.detail),
    );
    li.title = `Round ${round.roundId}`;
    return li;
  };
  for (const round of state.history) append(historyList, historyItem(round));

  const message = (text: string, kind: MessageKind = 'info') => {
    messageLine.textContent = text;
    messageLine.className = `message ${kind}`;
  };
  const setBalance = (value: number | null) => {
    balanceValue.textContent = value === null ? '—' : money(value, currency);
  };
  setBalance(state.balance);

  const ended = (text: string) => showEnded(root, text);

  const shell: Shell = {
    api,
    state,
    currency,
    stage,
    controls,
    below,
    message,
    setBalance,
    async refreshBalance() {
      const answer = await api.balance();
      if (isError(answer)) {
        if (answer.code === 'SESSION_ENDED') ended(answer.message);
        return;
      }
      setBalance(answer.balance);
    },
    async bet(body) {
      const answer = await api.bet(body);
      if (isError(answer)) {
        if (answer.code === 'SESSION_ENDED') ended(answer.message);
        else message(answer.message, 'error');
        return null;
      }
      return answer;
    },
    async act(roundId, action) {
      const answer = await api.action(roundId, action);
      if (isError(answer)) {
        if (answer.code === 'SESSION_ENDED') ended(answer.message);
        else message(answer.message, 'error');
        return null;
      }
      return answer;
    },
    finished(round, balance) {
      if (round.status === 'refunded' || round.status === 'void')
        message(round.note ?? 'The stake is being returned.', 'info');
      else if ((round.payout ?? 0) > 0) message(`You win ${money(round.payout ?? 0, currency)}`, 'win');
      else message('No win this round.', 'info');
      historyList.insertBefore(historyItem(round), historyList.firstChild);
      while (historyList.children.length > 12) historyList.lastChild?.remove();
      if (balance !== null) setBalance(balance);
      else void shell.refreshBalance();
    },
    async reload() {
      const answer = await api.state();
      if (isError(answer)) {
        if (answer.code === 'SESSION_ENDED') ended(answer.message);
        return null;
      }
      return answer;
    },
  };
  return shell;
}
