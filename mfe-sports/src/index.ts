// Standalone entry for the sports team: `pnpm --filter @backlay/mfe-sports dev`.
import('./standalone').catch((error: unknown) => {
  console.error('The sports remote failed to start', error);
});
