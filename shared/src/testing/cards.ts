/**
 * The card-table side of a fake real-time bus: one subject per table code that a test pushes
 * `CardTableState`s into, the way the card socket would. Like the real bus, a subscriber that
 * arrives late gets the table's latest state at once; subscriptions are counted per code so a
 * test can check that a screen joins and leaves the table's room.
 */
import { Observable, ReplaySubject, type Subject } from 'rxjs';
import type { CardTableState } from '../realtime/index.js';

export interface FakeCardTables {
  /** What `HostApi.realtime.cards` answers. */
  cards: (code: string) => Observable<CardTableState>;
  /** The subject behind cards(code), created on first use. */
  table: (code: string) => Subject<CardTableState>;
  /** How many subscribers cards(code) has right now. */
  subscribers: (code: string) => number;
}

export function createFakeCardTables(): FakeCardTables {
  const tables = new Map<string, ReplaySubject<CardTableState>>();
  const counts = new Map<string, number>();
  const table = (code: string): ReplaySubject<CardTableState> => {
    let subject = tables.get(code);
    if (!subject) {
      subject = new ReplaySubject<CardTableState>(1);
      tables.set(code, subject);
    }
    return subject;
  };
  return {
    cards: (code) =>
      new Observable<CardTableState>((subscriber) => {
        counts.set(code, (counts.get(code) ?? 0) + 1);
        const subscription = table(code).subscribe(subscriber);
        return () => {
          subscription.unsubscribe();
          counts.set(code, (counts.get(code) ?? 1) - 1);
        };
      }),
    table,
    subscribers: (code) => counts.get(code) ?? 0,
  };
}
