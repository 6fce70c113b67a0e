// The async boundary lets Module Federation set up the shared modules before any of them is used.
// The start waits for a task of its own: evaluating this entry (React DOM, the router and the
// federation runtime) is the page's longest task, and the start's first steps need not join it.
setTimeout(() => {
  import('./bootstrap').catch((error: unknown) => {
    console.error('Backlay failed to start', error);
  });
}, 0);
