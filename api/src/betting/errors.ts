import type { BetRejectCode, BetRejection } from '@backlay/shared/api';
import { ApiError } from '../errors.js';

/** A refused bet: the status, a message for the player, a code the slip acts on, and the price now. */
export class BetRejectedError extends ApiError {
  constructor(
    statusCode: number,
    readonly code: BetRejectCode,
    message: string,
    readonly current: BetRejection['current'] = undefined,
  ) {
    super(statusCode, message);
  }

  override body(): BetRejection {
    return {
      statusCode: this.statusCode,
      message: this.message,
      code: this.code,
      ...(this.current !== undefined ? { current: this.current } : {}),
    };
  }
}

export const rejected = (code: BetRejectCode, message: string, current?: BetRejection['current']) =>
  new BetRejectedError(code === 'MARKET_NOT_FOUND' ? 404 : 400, code, message, current);
