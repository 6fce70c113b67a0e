// Standalone entry for the account team: `pnpm --filter @backlay/mfe-account dev`.
import('./standalone').catch((error: unknown) => {
  console.error('The account remote failed to start', error);
});
