// npm start: install, build what changed, then run the API on the embedded database with demo data
// and serve the host and every remote from its own port (separate origins, as in production).
//
// The libraries the others import are built first; then the API is built and started while the web
// apps are still building, so its start-up (database, demo data) overlaps their builds.
import './preflight.mjs';
import { APPS, serveArgs } from './apps.mjs';
import { announceBuild, buildAsync, buildPlan, ensurePnpm, install, main, root, startProcess, step } from './lib.mjs';
import { waitUntilReady } from './ready.mjs';

const API = '@backlay/api';
const started = Date.now();
const children = [];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
function launch(cmd, args) {
  const child = startProcess(cmd, args);
  children.push(child);
  child.on('exit', (code) => stop(code ?? 1));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await main(async () => {
  const pnpm = ensurePnpm();
  install(pnpm);
  const stale = announceBuild(buildPlan(root));
  const isApp = (entry) => APPS.some((app) => app.name === entry.name);
  await buildAsync(
    pnpm,
    stale.filter((p) => p.name !== API && !isApp(p)),
  );
  await Promise.all([
    buildAsync(
      pnpm,
      stale.filter((p) => p.name === API),
    ).then(() => {
      step('starting the API (embedded PGlite database under .data/, demo data seeded)');
      launch(process.execPath, ['api/dist/main.js']);
    }),
    buildAsync(pnpm, stale.filter(isApp)).then(() => {
      step('serving the host and the remotes');
      for (const app of APPS) launch(process.execPath, serveArgs(app));
    }),
  ]);
});

waitUntilReady().then(
  () =>
    console.log(
      `\n\u2714 Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Open http://127.0.0.1:${APPS[0].port}/login\n`,
    ),
  (error) => console.error(`\n\u2718 ${error.message}`),
);
