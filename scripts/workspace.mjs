// The workspace's packages as pnpm sees them: the folders pnpm-workspace.yaml lists, each with its
// manifest and the workspace packages it depends on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `packages:` list of pnpm-workspace.yaml (plain folder names, one per line). */
export function workspaceFolders(root) {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\s*\n((?:\s+-\s+.+\n?)+)/m.exec(text);
  if (!block) throw new Error('pnpm-workspace.yaml lists no packages');
  return block[1]
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s+-\s+/, '')
        .replace(/['"]/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** Folder entries, with `parent/*` standing for every folder under parent that has a package.json. */
function expand(root, entry) {
  if (!entry.endsWith('/*')) return [entry];
  const parent = entry.slice(0, -2);
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, parent, d.name, 'package.json')))
    .map((d) => `${parent}/${d.name}`);
}

export function parse(root) {
  return workspaceFolders(root)
    .flatMap((entry) => expand(root, entry))
    .map((folder) => {
      const dir = join(root, folder);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const all = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
      const workspaceDeps = Object.entries(all)
        .filter(([, spec]) => String(spec).startsWith('workspace:'))
        .map(([name]) => name);
      return { name: manifest.name, folder, dir, manifest, workspaceDeps };
    });
}
