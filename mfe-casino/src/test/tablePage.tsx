/**
 * Opens a table page as the host would mount it, with the API answering the first load (the
 * table, its last results, the player's open bets) and the profile's casino stake buttons.
 */
import type { PlacedBet, Profile } from '@backlay/shared/api';
import type { CardInitial, CardTableDefinition } from '@backlay/shared/cards';
import { ok } from '@backlay/shared/testing';
import { TableScreen, type TableScreenProps } from '../features/table/TableScreen.js';
import { initialOf, snapshotOf } from './builders.js';
import { createTestHost, renderWithHost, type RenderWithHostResult } from '@backlay/shared/testing/render';

export interface OpenTableOptions {
  initial?: CardInitial;
  bets?: PlacedBet[];
  profile?: Profile | null;
  judgementEncoder?: TableScreenProps['judgementEncoder'];
}

export function openTable(def: CardTableDefinition, options: OpenTableOptions = {}): RenderWithHostResult {
  const testHost = createTestHost();
  testHost.server.on('GET', `/match/initial/card/${def.code}`, ok(options.initial ?? initialOf(snapshotOf(def))));
  testHost.server.on('GET', '/bet/placed', ok({ count: options.bets?.length ?? 0, rows: options.bets ?? [] }));
  if (options.profile !== undefined) testHost.profile$.next(options.profile);
  return renderWithHost(<TableScreen def={def} judgementEncoder={options.judgementEncoder ?? null} />, { testHost });
}
