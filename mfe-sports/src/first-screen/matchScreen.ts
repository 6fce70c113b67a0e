import type { MatchDetail } from '@backlay/shared/sports';
import { fixtureFromDetail } from '../data/detail.js';
import { formatStartLong } from '../lib/format.js';
import { sportName } from '../lib/sports.js';
import { h } from './dom.js';
import { SHOWN_TIMING } from './timing.js';

// A match page's first screen without React: its header (sport and competition, the title, in play
// or the start), as MatchDetailPage's MatchHeader draws it, in static classes (FRAME_CSS). The
// markets come with the page's code. firstScreen.test.tsx holds the two to the same text.

/** The header of a match from GET /match/{id}'s answer. */
export function matchHeader(doc: Document, detail: MatchDetail & { inPlay?: boolean; gmid?: string }): HTMLElement {
  const fixture = fixtureFromDetail(detail);
  const state = h(doc, 'div', { class: 'bl-fs__match-state' });
  if (fixture.inPlay) state.append(h(doc, 'span', { class: 'bl-inplay' }, 'In-Play'));
  if (fixture.finished) state.append(h(doc, 'span', null, 'Finished'));
  if (!fixture.inPlay && !fixture.finished)
    state.append(h(doc, 'time', { datetime: fixture.startAt }, formatStartLong(fixture.startAt)));
  return h(
    doc,
    'header',
    { class: 'bl-fs__match' },
    h(
      doc,
      'div',
      { class: 'bl-fs__match-meta' },
      `${sportName(fixture.sport)}${fixture.competitionName ? ` · ${fixture.competitionName}` : ''}`,
    ),
    h(doc, 'h1', { class: 'bl-fs__match-title', elementtiming: SHOWN_TIMING }, fixture.title),
    state,
  );
}
