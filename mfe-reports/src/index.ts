// Standalone entry for the reports team: `pnpm --filter @backlay/mfe-reports dev`.
import('./standalone').catch((error: unknown) => {
  console.error('The reports remote failed to start', error);
});
