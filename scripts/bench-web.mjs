// npm run bench:web: the web performance benchmark (quality bars P3 and P4, bench/web/run.mjs).
// Like `npm start`, it installs and builds what changed first, so it runs on a fresh clone.
import './preflight.mjs';
import { build, ensurePnpm, install, main } from './lib.mjs';

await main(() => {
  const pnpm = ensurePnpm();
  install(pnpm);
  build(pnpm);
});
await import('../bench/web/run.mjs');
