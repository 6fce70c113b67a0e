// The client apps, their ports (design section 6) and how each is served.
export const APPS = [
  { name: '@backlay/host', dir: 'host', port: 8080, host: true },
  { name: '@backlay/mfe-sports', dir: 'mfe-sports', port: 8081 },
  { name: '@backlay/mfe-casino', dir: 'mfe-casino', port: 8082 },
  { name: '@backlay/mfe-reports', dir: 'mfe-reports', port: 8083 },
  { name: '@backlay/mfe-account', dir: 'mfe-account', port: 8084 },
];

export function serveArgs(app, { port = app.port, config } = {}) {
  const dirs = app.host ? [`${app.dir}/dist`, `${app.dir}/public`] : [`${app.dir}/dist`];
  return [
    'scripts/serve.mjs',
    '--port',
    String(port),
    ...dirs.flatMap((d) => ['--dir', d]),
    ...(app.host ? ['--spa', '--config', config ?? `${app.dir}/config/config.local.json`] : []),
  ];
}
