// Runs every feed test file with Node's test runner (arguments narrow the run, as for the API's
// tests). The transport suite also runs against Redis when TEST_REDIS_URL is set.
import { runPackageTests } from '../../../scripts/run-node-tests.mjs';

process.exit(runPackageTests(new URL('..', import.meta.url).pathname, process.argv.slice(2)));
