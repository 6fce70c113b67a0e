/**
 * The sports slip's quick stakes come from the player's Game button values (profile.buttonValues),
 * not the Casino ones the card tables use (spec sections 2 and 3).
 */
import type { Profile } from '@backlay/shared/api';
import { stakeButtonsOf, type StakeButton } from '@backlay/shared/betting';

export function stakeButtons(profile: Profile | null): StakeButton[] {
  return stakeButtonsOf(profile?.buttonValues?.value);
}
