// Standalone entry for the casino team: `pnpm --filter @backlay/mfe-casino dev`.
import('./standalone').catch((error: unknown) => {
  console.error('The casino remote failed to start', error);
});
