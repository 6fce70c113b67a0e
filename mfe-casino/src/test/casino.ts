/** The provider catalogue as `POST /mac88/casino/list` answers it, from the shared catalogue data. */
import {
  CASINO_BANNERS,
  groupCatalogue,
  PROVIDER_GAMES,
  type CasinoList,
  type ProviderGame,
} from '@backlay/shared/casino';

export function casinoListOf(games: readonly ProviderGame[] = PROVIDER_GAMES): CasinoList {
  return { games: [...games], groups: groupCatalogue(games), banners: CASINO_BANNERS.map((b) => ({ ...b })) };
}

export function gameByCode(code: string): ProviderGame {
  const game = PROVIDER_GAMES.find((g) => g.game_code === code);
  if (!game) throw new Error(`no provider game ${code}`);
  return game;
}
