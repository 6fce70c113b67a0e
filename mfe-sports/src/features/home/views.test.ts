import { rowFromListRow, type MatchRow } from '../match-list/rows.js';
import { groupRows, oneXTwo } from '../match-list/layout.js';
import { listRow } from '../../test/builders.js';
import { MATCH_LIST_PATHS } from '@backlay/shared/query';
import { HOME_VIEWS, viewRows } from './views.js';

const row = (id: string, sport: MatchRow['sport'], overrides: Partial<MatchRow> = {}): MatchRow => ({
  ...rowFromListRow(listRow({ id, sport })),
  ...overrides,
});

const view = (path: string) => {
  const v = HOME_VIEWS.find((x) => x.path === path);
  if (!v) throw new Error(path);
  return v;
};

describe('home views', () => {
  const rows = [
    row('1', 'cricket', { inPlay: true }),
    row('2', 'football'),
    row('3', 'horseRacing'),
    row('4', 'basketball', { inPlay: true }),
    row('5', 'virtualSports'),
    row('6', 'cricket', { finished: true }),
  ];
  const ids = (r: MatchRow[]) => r.map((x) => x.id);

  it('covers the nine home-style paths: those the host starts the list of every sport for', () => {
    expect(MATCH_LIST_PATHS).toHaveLength(9);
    expect(HOME_VIEWS.map((v) => v.path)).toEqual(MATCH_LIST_PATHS);
  });

  it('filters by tab and hides finished events', () => {
    expect(ids(viewRows(rows, view('/home'), 'cricket'))).toEqual(['1']);
    expect(ids(viewRows(rows, view('/home'), 'all'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps in-play only on /inPlay and the casino category paths', () => {
    expect(ids(viewRows(rows, view('/inPlay'), 'all'))).toEqual(['1', '4']);
    expect(ids(viewRows(rows, view('/slot'), 'all'))).toEqual(['1', '4']);
  });

  it('lists the sports without a tab on /other and virtual sports on /virtual', () => {
    expect(ids(viewRows(rows, view('/other'), 'all'))).toEqual(['4', '5']);
    expect(ids(viewRows(rows, view('/virtual'), 'all'))).toEqual(['5']);
  });

  it('groups sports in tab order, then the All Sports order', () => {
    const groups = groupRows(
      [row('a', 'football'), row('b', 'basketball'), row('c', 'football'), row('d', 'cricket'), row('e', 'politics')],
      'sport',
    );
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.id)])).toEqual([
      ['Cricket', ['d']],
      ['Football', ['a', 'c']],
      ['Politics', ['e']],
      ['Basketball', ['b']],
    ]);
  });

  it('groups competitions in the order of their earliest row', () => {
    const groups = groupRows(
      [
        row('a', 'cricket', { competitionName: 'Cup' }),
        row('b', 'cricket', { competitionName: 'League' }),
        row('c', 'cricket', { competitionName: 'Cup' }),
      ],
      'competition',
    );
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.id)])).toEqual([
      ['Cup', ['a', 'c']],
      ['League', ['b']],
    ]);
  });
});

describe('oneXTwo', () => {
  const r = (n: number) => ({ selectionId: n, nat: `R${n}`, back: null, lay: null });
  it('puts home, draw, away in the 1, X, 2 columns', () => {
    expect(oneXTwo([r(1), r(2), r(3)])?.map((x) => x?.nat)).toEqual(['R1', 'R3', 'R2']);
    expect(oneXTwo([r(1), r(2)])?.map((x) => x?.nat ?? null)).toEqual(['R1', null, 'R2']);
  });
  it('has no columns for races and outrights', () => {
    expect(oneXTwo([r(1), r(2), r(3), r(4)])).toBeNull();
    expect(oneXTwo([r(1)])).toBeNull();
  });
});
