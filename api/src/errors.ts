import type { ErrorBodyShape } from '@backlay/shared/schemas';

/** The refusal code for a status when nothing more specific applies. */
export function codeForStatus(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return 'INVALID_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return statusCode >= 500 ? 'INTERNAL' : 'INVALID_REQUEST';
  }
}

/** An error whose message is safe and meant for the player; the status is the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on a lock-out. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /**
   * Work to do once the refusal has left the transaction that refused it (which rolled back): the
   * error handler awaits it before answering (a protection refusal is written to the history).
   */
  afterwards?: () => Promise<void>;

  /** The JSON the client receives: every refusal has the same shape. */
  body(): ErrorBodyShape {
    return { statusCode: this.statusCode, message: this.message, code: codeForStatus(this.statusCode) };
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Your session has ended, please log in again.') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooMany = (message: string) => new ApiError(429, message);
