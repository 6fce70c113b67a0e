// Runs every provider test file with Node's test runner (arguments narrow the run, as for the API's
// tests), each file on a database of its own: PGlite in memory, or a fresh database on the
// PostgreSQL server named by TEST_DATABASE_URL.
import { runPackageTests } from '../../../scripts/run-node-tests.mjs';

process.exit(runPackageTests(new URL('..', import.meta.url).pathname, process.argv.slice(2)));
