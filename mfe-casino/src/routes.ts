import type { CardTableCode } from '@backlay/shared/cards';
import { CASINO_LOBBY } from '@backlay/shared/cards/lobby';

/**
 * The table codes this remote has a page for, which are also their paths (`/teen20` …), in the
 * lobby's order. Read from the lobby list, which is plain data: the routes load with the remote's
 * first chunk, and `@backlay/shared/cards` would bring every game engine with them (the type import
 * above is erased). A test keeps the codes equal to CARD_TABLE_CODES and to the host config.
 */
export const TABLE_CODES: readonly CardTableCode[] = CASINO_LOBBY.map((t) => t.code);

export const LOBBY_PATH = '/casino';

/** The provider casino catalogue (spec section 2: "/live-casino and /casino: casino games page"). */
export const LIVE_CASINO_PATH = '/live-casino';

export const tablePath = (code: string): string => `/${code}`;
