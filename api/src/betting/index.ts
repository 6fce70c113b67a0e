import type { AppContext } from '../context.js';
import { Placement } from './place.js';
import { Settlement } from './settle.js';

/** The betting engine: placement, and results with their corrections. */
export class Betting {
  readonly placement: Placement;
  readonly settlement: Settlement;

  constructor(ctx: AppContext) {
    this.placement = new Placement(ctx);
    this.settlement = new Settlement(ctx);
  }
}
