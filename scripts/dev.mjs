// `pnpm --filter <app> dev`: rebuild the app on every change (development mode) and serve it on
// its own port. A remote runs standalone with the dev host; the host reads its local config.
import { spawn } from 'node:child_process';
import { basename, resolve } from 'node:path';
import { APPS, serveArgs } from './apps.mjs';
import { root } from './lib.mjs';

const dir = basename(resolve(process.argv[2] ?? '.'));
const app = APPS.find((a) => a.dir === dir);
if (!app) {
  console.error(`Unknown app folder ${dir}`);
  process.exit(2);
}
const webpack = spawn('npx', ['webpack', '--mode', 'development', '--watch'], {
  cwd: resolve(root, app.dir),
  stdio: 'inherit',
});
const server = spawn(process.execPath, serveArgs(app), { cwd: root, stdio: 'inherit' });
const stop = () => {
  webpack.kill('SIGTERM');
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
