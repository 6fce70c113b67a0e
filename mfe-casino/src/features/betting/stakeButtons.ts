/**
 * The casino slip's quick stakes come from the player's Casino button values
 * (profile.buttonValues2), not the Game ones the sports slip uses (spec sections 2 and 3).
 */
import type { Profile } from '@backlay/shared/api';
import { stakeButtonsOf, type StakeButton } from '@backlay/shared/betting';

export function casinoStakeButtons(profile: Profile | null): StakeButton[] {
  return stakeButtonsOf(profile?.buttonValues2?.value);
}
