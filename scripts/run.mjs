// Runs the pinned pnpm with the given arguments (installing it first if needed), so the root
// scripts work on a machine that has only Node and npm.
import { ensurePnpm, run } from './lib.mjs';

try {
  run(ensurePnpm(), process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(typeof error?.exitCode === 'number' ? error.exitCode : 1);
}
