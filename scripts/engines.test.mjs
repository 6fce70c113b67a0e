// The README, package.json's engines and the lockfile agree: every locked package accepts the
// oldest Node.js the README names, so an install on it prints no "Unsupported engine" warning.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import semver from 'semver';
import { root } from './lib.mjs';
import { minimumNode, nodeVersionProblem } from './preflight.mjs';

const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
const oldest = minimumNode(engines).join('.');

test('the README names the same oldest Node.js as engines.node', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const [major, minor] = minimumNode(engines);
  assert.match(readme, new RegExp(`Node\\.js \\(${major}\\.${minor} or later\\)`));
});

test('every locked package accepts that Node.js', () => {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
  const refusing = [];
  let current = null;
  for (const line of lock.split('\n')) {
    const pkg = /^ {2}'?(@?[^@\s']+@[^:'(]+)/.exec(line);
    if (pkg) current = pkg[1];
    const node = /^ {4}engines: \{.*\bnode: '([^']+)'/.exec(line);
    if (node && current && !semver.satisfies(oldest, node[1])) refusing.push(`${current} wants ${node[1]}`);
  }
  assert.deepEqual(refusing, [], `packages that refuse Node ${oldest}`);
});

test('the version check', () => {
  assert.equal(nodeVersionProblem('v20.19.0', '>=20.19'), null);
  assert.equal(nodeVersionProblem('20.20.2', '>=20.19'), null);
  assert.equal(nodeVersionProblem('22.0.0', '>=20.19'), null);
  assert.match(
    nodeVersionProblem('v20.18.3', '>=20.19') ?? '',
    /needs Node\.js 20\.19\.0 or later; this is Node\.js 20\.18\.3/,
  );
  assert.match(nodeVersionProblem('18.20.4', '>=20.19') ?? '', /this is Node\.js 18\.20\.4/);
  assert.throws(() => minimumNode('^20'), /engines\.node must read/);
});
