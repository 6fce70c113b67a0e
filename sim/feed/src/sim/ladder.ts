/** The price ladder is shared with the client (bet slip ticks), so it lives in the contract package. */
export {
  LADDER,
  MIN_PRICE,
  MAX_PRICE,
  isOnLadder,
  ladderIndex,
  ticksBetween,
  tickUp,
  tickDown,
  nearestTick,
  floorTick,
  ceilTick,
  floorIndex,
  ceilIndex,
} from '@backlay/shared/sports';
