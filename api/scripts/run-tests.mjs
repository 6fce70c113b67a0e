// Runs every API test file with Node's test runner. With TEST_DATABASE_URL set, the same files
// run against PostgreSQL. Extra arguments narrow the run to matching files; `--exclude <text>`
// leaves out the files whose path contains it (so `npm test` can run the long model-based test as a
// job of its own beside the rest). With TEST_SUMMARY_FILE set, the pass and fail counts are
// written there as JSON.
import { runPackageTests } from '../../scripts/run-node-tests.mjs';

process.exit(runPackageTests(new URL('..', import.meta.url).pathname, process.argv.slice(2)));
