/// <reference lib="dom" />
/**
 * The card tables: back one or more of the table's rows, press Deal, watch the cards come out.
 * 3 Cards Judgement asks for three ranks first; a Yes or No bet carries them.
 */
import type { CardsInfo, CardsView, RoundView } from '../contract.js';
import { ChipBoard, type PlacedChip } from './chips.js';
import { append, button, clear, el, money, sleep } from './dom.js';
import type { GameUi, Shell } from './shell.js';
import { chipValues, placeSpots } from './spots.js';

function cardFace(label: string, red: boolean): HTMLElement {
  const card = el('span', `card${red ? ' red' : ''}`);
  append(card, el('span', 'rank', label.slice(0, -1)), el('span', 'suit', label.slice(-1)));
  card.setAttribute('aria-label', label);
  return card;
}

export function mountCards(shell: Shell): GameUi {
  const info = shell.state.info as CardsInfo;
  const rows = new Map(info.rows.map((r) => [r.sid, r]));
  const chosen = new Set<string>();

  // The table: one place per hand.
  const table = el('div', `card-table hands-${info.hands.length}`);
  const slots = new Map<string, HTMLElement>();
  for (const hand of info.hands) {
    const box = el('div', 'hand');
    const cards = el('div', 'hand-cards');
    append(box, el('span', 'hand-label', hand.label), cards);
    slots.set(hand.key, cards);
    append(table, box);
  }
  const line = el('p', 'card-result', 'Back a row and press Deal.');
  const results = el('ul', 'results');
  append(shell.stage, table, line, results);

  const keyOf = (key: string) => {
    const [sid, ranks] = key.split('|');
    return { row: rows.get(Number(sid)), ranks: ranks ? ranks.split(',') : null };
  };
  const labelOf = (key: string) => {
    const { row, ranks } = keyOf(key);
    return `${row?.label ?? key}${ranks ? ` ${ranks.join('')}` : ''}`;
  };

  const board = new ChipBoard({
    currency: shell.currency,
    chips: chipValues(Math.min(...info.rows.map((r) => r.min)), Math.max(...info.rows.map((r) => r.max))),
    maxBets: info.maxBets,
    actionLabel: 'Deal',
    label: labelOf,
    limits: (key) => {
      const row = keyOf(key).row;
      return { min: row?.min ?? 0, max: row?.max ?? 0 };
    },
    message: shell.message,
    place: (bets: PlacedChip[]) =>
      placeSpots(shell, bets, deal, {
        bets: bets.map((b) => {
          const { row, ranks } = keyOf(b.key);
          return { sid: row?.sid ?? 0, stake: b.stake, ...(ranks ? { ranks } : {}) };
        }),
      }),
  });

  const market = el('div', 'card-rows');
  if (info.ranks) {
    const picker = el('div', 'rank-picker');
    append(picker, el('span', 'group-title', 'Your three ranks'));
    const buttons: HTMLButtonElement[] = [];
    for (const rank of info.ranks) {
      const b = button(rank, 'rank-toggle', () => {
        if (chosen.has(rank)) chosen.delete(rank);
        else if (chosen.size < 3) chosen.add(rank);
        else return shell.message('Three ranks are chosen: click one to change it.', 'error');
        b.classList.toggle('on', chosen.has(rank));
        b.setAttribute('aria-pressed', String(chosen.has(rank)));
      });
      b.setAttribute('aria-pressed', 'false');
      buttons.push(b);
      append(picker, b);
    }
    append(market, picker);
  }
  for (const group of info.groups) {
    const box = el('div', 'card-group');
    append(box, el('span', 'group-title', group.title));
    const list = el('div', 'group-rows');
    for (const row of info.rows.filter((r) => r.group === group.key)) {
      const b = el('button', 'spot row');
      b.type = 'button';
      append(b, el('span', 'spot-name', row.label), el('span', 'spot-pays', row.back.toFixed(2)));
      b.title = `Stake ${money(row.min, shell.currency)} to ${money(row.max, shell.currency)}`;
      if (info.ranks) {
        board.attach(b, () => {
          if (chosen.size !== 3) {
            shell.message('Choose exactly three ranks first.', 'error');
            return null;
          }
          // Ranks in the table's order, so the same choice is always the same bet.
          const ranks = info.ranks!.filter((r) => chosen.has(r));
          return `${row.sid}|${ranks.join(',')}`;
        });
      } else board.attach(b, String(row.sid));
      append(list, b);
    }
    append(box, list);
    append(market, box);
  }
  append(shell.controls, market, board.element);

  const rules = el('details', 'rules');
  append(rules, el('summary', '', `${info.tableName}: rules`));
  for (const text of info.rules) append(rules, el('p', '', text));
  append(
    rules,
    el(
      'p',
      'note',
      'Prices are decimal and include the stake (2.00 doubles it). Back bets only; every bet is placed before the deal.',
    ),
  );
  if (info.unavailable.length > 0)
    append(rules, el('p', 'note', `Not offered here (they open during a round): ${info.unavailable.join(', ')}.`));
  append(shell.below, rules);

  async function deal(round: RoundView): Promise<void> {
    const view = round.detail as CardsView;
    for (const slot of slots.values()) clear(slot);
    clear(results);
    line.textContent = 'Dealing…';
    const cards = view.cards ?? [];
    const pause = cards.length > 20 ? 70 : cards.length > 8 ? 160 : 320;
    for (const card of cards) {
      const slot = slots.get(card.hand);
      if (slot) append(slot, cardFace(card.label, card.red));
      await sleep(pause);
    }
    line.textContent = view.result ?? '';
    for (const bet of view.bets) {
      const li = el('li', (bet.pnl ?? 0) > 0 ? 'won' : (bet.pnl ?? 0) < 0 ? 'lost' : 'void');
      const pnl = bet.pnl ?? 0;
      append(
        li,
        el('span', 'slip-name', `${bet.label} @ ${bet.odds.toFixed(2)}`),
        el(
          'span',
          'slip-stake',
          `${money(bet.stake, shell.currency)} · ${pnl >= 0 ? '+' : '−'}${money(Math.abs(pnl), shell.currency)}`,
        ),
      );
      append(results, li);
    }
  }

  return { resume: () => undefined };
}
