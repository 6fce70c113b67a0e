// npm start: install, build what changed, then run the API on the embedded database with demo data
// and serve the host and every remote from its own port (separate origins, as in production).
import './preflight.mjs';
import { APPS, serveArgs } from './apps.mjs';
import { build, ensurePnpm, install, main, startProcess, step } from './lib.mjs';
import { waitUntilReady } from './ready.mjs';

const started = Date.now();

await main(() => {
  const pnpm = ensurePnpm();
  install(pnpm);
  build(pnpm);
});

step('starting the API (embedded PGlite database under .data/, demo data seeded) and the apps');
const children = [startProcess(process.execPath, ['api/dist/main.js'])];
for (const app of APPS) children.push(startProcess(process.execPath, serveArgs(app)));
waitUntilReady().then(
  () =>
    console.log(
      `\n\u2714 Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Open http://127.0.0.1:${APPS[0].port}/login\n`,
    ),
  (error) => console.error(`\n\u2718 ${error.message}`),
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
