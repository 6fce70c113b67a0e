// Runs the pinned pnpm with the given arguments (installing it first if needed), so the root
// scripts work on a machine that has only Node and npm.
import './preflight.mjs';
import { ensurePnpm, main, run } from './lib.mjs';

await main(() => run(ensurePnpm(), process.argv.slice(2)));
