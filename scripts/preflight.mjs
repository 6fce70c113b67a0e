// Imported first by every root script: stops with one clear line when this Node.js is older than
// the version package.json's `engines` names, before anything else runs.
import { readFileSync } from 'node:fs';

/** `>=20.19` → [20, 19, 0]; the only form `engines.node` uses here. */
export function minimumNode(range) {
  const m = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!m) throw new Error(`engines.node must read ">=X.Y.Z", not "${range}"`);
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

/** The message to stop with, or null when `version` (e.g. "20.20.2") satisfies `range`. */
export function nodeVersionProblem(version, range) {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = minimumNode(range);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] ?? 0) > need[i]) return null;
    if ((have[i] ?? 0) < need[i]) {
      return `Backlay needs Node.js ${need.join('.')} or later; this is Node.js ${version.replace(/^v/, '')}. Install a newer Node.js (https://nodejs.org) and run the command again.`;
    }
  }
  return null;
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const problem = nodeVersionProblem(process.version, pkg.engines.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
