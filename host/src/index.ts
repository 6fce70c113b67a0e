// The async boundary lets Module Federation set up the shared modules before any of them is used.
import('./bootstrap').catch((error: unknown) => {
  console.error('Backlay failed to start', error);
});
