/**
 * The HTTP client every app uses (spec sections 7 and 8). The implementation lives in client.ts;
 * this is the shape the contract exposes.
 */
export type { HttpClient, HttpClientOptions, RequestOptions } from './client.js';
export { createHttpClient, HttpError, loadHttpTransport, REQUEST_TIMEOUT_MS, TOAST_MS } from './client.js';
