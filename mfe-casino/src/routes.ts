import type { CardTableCode } from '@backlay/shared/cards';

/**
 * The table codes this remote has a page for, which are also their paths (`/teen20` …). Kept here
 * as plain text rather than read from the registry: the routes load with the remote's first chunk,
 * and the table definitions should only load with a table or the lobby. A test keeps the list equal
 * to CARD_TABLE_CODES and to the host config.
 */
export const TABLE_CODES: readonly CardTableCode[] = [
  'teen20',
  '32cards-A',
  '32cards-B',
  'lucky7-A',
  'lucky7eu',
  'abj2',
  'dt20',
  'ab20',
  'race20',
  'dt202',
  'dtl20',
  'teen',
  'teen8',
  'teen9',
  'dt6',
  'superover',
  'poker6',
  'poker',
  'poker20',
  'baccarat',
  'baccarat2',
  'cricketv3',
  'aaa',
  'btable',
  'worli2',
  '3cardj',
  'cmatch20',
  'cmeter',
];

export const LOBBY_PATH = '/casino';

export const tablePath = (code: string): string => `/${code}`;
