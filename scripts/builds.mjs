// Which workspace packages need building. A package's build is skipped when a stamp in its dist/
// holds the hash of everything the build reads: the package's own files (sources, configs, tests
// included: cheap to hash and never wrong), the root files every build shares (lockfile, base
// tsconfig, workspace list) and the hashes of the workspace packages it depends on. Any change,
// even one byte of a dependency, gives another hash, so a stale build is never served.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from './workspace.mjs';

/** Folders and files that are a build's output or a tool's cache, never its input. */
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage', '.data', '.turbo']);
const SKIP_FILE = /\.(tsbuildinfo|log)$/;
const SHARED_INPUTS = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'package.json'];
export const STAMP = '.build-stamp';

function filesUnder(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, out);
    else if (entry.isFile() && !SKIP_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

function hashFiles(root, files, extra = []) {
  const hash = createHash('sha256');
  for (const line of extra) hash.update(`${line}\n`);
  for (const file of files.sort()) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The packages with a build script, in dependency order, each with its input hash and whether its
 * dist/ is up to date.
 */
export function buildPlan(root) {
  const packages = parse(root).filter((p) => p.manifest.scripts?.build);
  const byName = new Map(packages.map((p) => [p.name, p]));
  const common = hashFiles(root, SHARED_INPUTS.map((f) => join(root, f)).filter(existsSync));
  const hashes = new Map();
  const ordered = [];
  const visit = (pkg, trail = []) => {
    if (hashes.has(pkg.name)) return;
    if (trail.includes(pkg.name)) throw new Error(`workspace cycle: ${[...trail, pkg.name].join(' → ')}`);
    const deps = pkg.workspaceDeps.map((d) => byName.get(d)).filter(Boolean);
    for (const dep of deps) visit(dep, [...trail, pkg.name]);
    const hash = hashFiles(root, filesUnder(pkg.dir), [common, ...deps.map((d) => `${d.name}=${hashes.get(d.name)}`)]);
    hashes.set(pkg.name, hash);
    const stamp = join(pkg.dir, 'dist', STAMP);
    const fresh = existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
    ordered.push({ name: pkg.name, dir: pkg.dir, hash, fresh });
  };
  for (const pkg of packages) visit(pkg);
  return ordered;
}

/** Before a build: a package being rebuilt has no stamp until its build has succeeded. */
export function clearStamp(entry) {
  rmSync(join(entry.dir, 'dist', STAMP), { force: true });
}

export function writeStamp(entry) {
  writeFileSync(join(entry.dir, 'dist', STAMP), `${entry.hash}\n`);
}
