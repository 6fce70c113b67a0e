import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Answers of 1 KB or more go out compressed when the client accepts it (brotli at quality 4, else
 * gzip): a match list or a long report is tens of kilobytes of JSON that a phone on a slow
 * network otherwise downloads as it is (the home page's list: 77 KB → 14 KB).
 * Request bodies are never decompressed: every call sends small JSON, and a compressed body is
 * refused like every other body that is not JSON.
 *
 * Registered before the routes (the plugin hooks each route as it is added).
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
