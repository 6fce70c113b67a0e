import type { AppContext } from '../context.js';
import { Orders } from './orders.js';
import { Placement } from './place.js';
import { Settlement } from './settle.js';

/** The betting engine: placement, exchange orders, and results with their corrections. */
export class Betting {
  readonly placement: Placement;
  readonly orders: Orders;
  readonly settlement: Settlement;

  constructor(ctx: AppContext, onError?: (error: unknown, marketId: string) => void) {
    this.placement = new Placement(ctx);
    this.orders = new Orders(ctx, this.placement, onError);
    this.settlement = new Settlement(ctx);
  }
}
