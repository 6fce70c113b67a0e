import { mergeRows, rowFromFixture, rowFromListItem, rowFromListRow, type MatchRow } from './rows.js';
import { fixture, listItem, listRow } from '../../test/builders.js';

function row(id: string, startAt: string, overrides: Partial<MatchRow> = {}): MatchRow {
  return { ...rowFromListRow(listRow({ id, startAt })), ...overrides };
}

const ids = (rows: readonly MatchRow[]) => rows.map((r) => r.id);

describe('mergeRows', () => {
  const a = row('a', '2026-01-10T12:00:00.000Z');
  const b = row('b', '2026-01-10T13:00:00.000Z');
  const c = row('c', '2026-01-10T14:00:00.000Z');

  it('sorts by start time ascending, whatever order rows arrive in', () => {
    expect(ids(mergeRows([], { upserts: [c, a, b] }))).toEqual(['a', 'b', 'c']);
  });

  it('breaks start-time ties by id so the order is stable', () => {
    const x = row('x', a.startAt);
    expect(ids(mergeRows([], { upserts: [x, a] }))).toEqual(['a', 'x']);
  });

  it('puts rows without a readable start time last', () => {
    expect(ids(mergeRows([], { upserts: [row('z', 'soon'), b, a] }))).toEqual(['a', 'b', 'z']);
  });

  it('replaces a row by id and moves it when its start time changes', () => {
    const current = mergeRows([], { upserts: [a, b, c] });
    const moved = { ...a, startAt: '2026-01-10T15:00:00.000Z' };
    const next = mergeRows(current, { upserts: [moved] });
    expect(ids(next)).toEqual(['b', 'c', 'a']);
    expect(next[2]).toEqual(moved);
  });

  it('updates prices in place and adds new rows in order', () => {
    const current = mergeRows([], { upserts: [a, c] });
    const priced = {
      ...c,
      runners: [{ selectionId: 1, nat: 'Team A', back: { price: 2.5, size: 100 }, lay: { price: 2.52, size: 80 } }],
    };
    const next = mergeRows(current, { upserts: [priced, b] });
    expect(ids(next)).toEqual(['a', 'b', 'c']);
    expect(next[2]?.runners[0]?.back).toEqual({ price: 2.5, size: 100 });
    expect(next[0]).toBe(current[0]);
  });

  it('removes rows by id', () => {
    const current = mergeRows([], { upserts: [a, b, c] });
    expect(ids(mergeRows(current, { removed: ['b', 'missing'] }))).toEqual(['a', 'c']);
  });

  it('with replace, drops the rows the update does not list', () => {
    const current = mergeRows([], { upserts: [a, b, c] });
    const next = mergeRows(current, { upserts: [c, a], replace: true });
    expect(ids(next)).toEqual(['a', 'c']);
    expect(next[0]).toBe(current[0]);
  });

  it('keeps the identity of unchanged rows and returns the same list when nothing changed', () => {
    const current = mergeRows([], { upserts: [a, b] });
    const same = mergeRows(current, { upserts: [{ ...a, runners: [...a.runners] }] });
    expect(same).toBe(current);
  });

  it('keeps what the list room does not carry (competition id, other provider id) from the row it replaces', () => {
    const fromList = rowFromListItem(listItem({ id: 'm1', beventId: '900', competitionId: 'c9' }));
    const current = mergeRows([], { upserts: [fromList] });
    const pushed = rowFromListRow(listRow({ id: 'm1', inPlay: true }));
    const [merged] = mergeRows(current, { upserts: [pushed] });
    expect(merged).toMatchObject({ id: 'm1', inPlay: true, beventId: '900', competitionId: 'c9' });
  });

  it('adds a newly listed fixture as a row without prices', () => {
    const next = mergeRows([a], {
      upserts: [rowFromFixture(fixture({ id: 'new', startAt: '2026-01-10T11:00:00.000Z' }))],
    });
    expect(ids(next)).toEqual(['new', 'a']);
    expect(next[0]?.runners).toEqual([]);
  });
});
