/**
 * The raw-SQL baseline on PostgreSQL, in a process of its own as the HTTP load is: reads
 * { url, ...BaselineJob } as JSON on stdin, runs the job on a pool of `clients` connections and
 * prints its PhaseResult as JSON.
 */
import pg from 'pg';
import { pgExecutor, runBaseline, type BaselineJob } from './baseline.js';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString()) as BaselineJob & { url: string };

const pool = new pg.Pool({ connectionString: job.url, max: job.clients });
try {
  const result = await runBaseline(pgExecutor(pool), job);
  process.stdout.write(JSON.stringify(result));
} finally {
  await pool.end();
}
