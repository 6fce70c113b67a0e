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

  /** The JSON the client receives. */
  body(): { statusCode: number; message: string } {
    return { statusCode: this.statusCode, message: this.message };
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Your session has ended, please log in again.') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooMany = (message: string) => new ApiError(429, message);
