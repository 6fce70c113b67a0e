// Writes the host's /config.json as a template for the web image (deploy/Dockerfile runs it at build):
//
//   node deploy/web/host-config-template.mjs host/config/config.local.json > config.json.template
//
// Everything but the addresses comes from the repository's config — the brand, and per remote the
// paths and popups (slots) it owns — so a route added there reaches production without a second
// list to keep in step. Every address becomes a ${BACKLAY_…} variable that
// deploy/web/40-backlay-web.sh fills in (envsubst) when the container starts:
//
//   apiUrl, socketUrl   ${BACKLAY_API_URL}          the API through the load balancer
//   frameOrigins        ${BACKLAY_PROVIDER_URL}     the casino provider, whose games the host frames
//   remotes[].entry     ${BACKLAY_<REMOTE>_URL}/…   each remote's origin, same file (mf-manifest.json)
import { readFileSync } from 'node:fs';

const REMOTE_VARIABLES = {
  mfe_sports: 'BACKLAY_SPORTS_URL',
  mfe_casino: 'BACKLAY_CASINO_URL',
  mfe_reports: 'BACKLAY_REPORTS_URL',
  mfe_account: 'BACKLAY_ACCOUNT_URL',
};

const file = process.argv[2];
if (!file) throw new Error('usage: node deploy/web/host-config-template.mjs <host config.json>');
const config = JSON.parse(readFileSync(file, 'utf8'));

if (!Array.isArray(config.remotes)) throw new Error(`${file}: remotes must be a list`);
const seen = new Set();
const remotes = config.remotes.map((remote) => {
  const variable = REMOTE_VARIABLES[remote.name];
  if (!variable) throw new Error(`${file}: remote "${remote.name}" has no address variable in ${import.meta.url}`);
  seen.add(remote.name);
  // Keep the entry's file (mf-manifest.json), move it to the remote's deployed origin.
  const { pathname } = new URL(remote.entry);
  return { ...remote, entry: `\${${variable}}${pathname}` };
});
const missing = Object.keys(REMOTE_VARIABLES).filter((name) => !seen.has(name));
if (missing.length > 0) throw new Error(`${file}: no remote named ${missing.join(', ')}`);

const template = {
  ...config,
  apiUrl: '${BACKLAY_API_URL}',
  socketUrl: '${BACKLAY_API_URL}',
  frameOrigins: ['${BACKLAY_PROVIDER_URL}'],
  remotes,
};
process.stdout.write(`${JSON.stringify(template, null, 2)}\n`);
