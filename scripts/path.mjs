// The PATH a newcomer has: no pnpm. Each PATH folder that holds a pnpm is replaced by a folder (under
// `scratch`) of links to everything else in it, since node and npm may live beside a global pnpm.
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const PNPM_BINS = new Set(['pnpm', 'pnpx', 'pn', 'pnx']);

export function pathWithoutPnpm(scratch, path = process.env.PATH ?? '') {
  return path
    .split(delimiter)
    .filter(Boolean)
    .map((dir, i) => {
      if (!existsSync(dir)) return dir;
      const names = readdirSync(dir);
      if (!names.some((n) => PNPM_BINS.has(n))) return dir;
      const shadow = join(scratch, `path-${i}`);
      mkdirSync(shadow, { recursive: true });
      for (const name of names) if (!PNPM_BINS.has(name)) symlinkSync(join(dir, name), join(shadow, name));
      return shadow;
    })
    .join(delimiter);
}

// `node scripts/path.mjs <scratch>` prints that PATH (for .ci/run).
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2]) {
  console.log(pathWithoutPnpm(process.argv[2]));
}
