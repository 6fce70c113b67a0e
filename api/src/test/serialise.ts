/**
 * Response schemas are exact or they lose data: fastify's serialiser (fast-json-stringify) drops
 * properties a schema does not name and coerces values to the schema's types. `throughSchema`
 * sends a payload through a route with the given response schema and returns what a client
 * parses, to compare with the payload's plain JSON.
 */
import Fastify from 'fastify';
import type { TSchema } from 'typebox';

export async function throughSchema(schema: TSchema, payloads: readonly unknown[]): Promise<unknown[]> {
  const app = Fastify({ logger: false });
  let next = 0;
  app.get('/', { schema: { response: { 200: schema } } }, () => payloads[next++]);
  try {
    const out: unknown[] = [];
    for (let i = 0; i < payloads.length; i++) {
      const res = await app.inject({ method: 'GET', url: '/' });
      if (res.statusCode !== 200) throw new Error(`payload ${i} did not serialise: ${res.statusCode} ${res.body}`);
      out.push(JSON.parse(res.body));
    }
    return out;
  } finally {
    await app.close();
  }
}

/** The payload as `JSON.stringify` writes it: what the response must equal. */
export const plainJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
