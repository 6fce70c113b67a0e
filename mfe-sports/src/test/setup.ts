import { configure } from '@testing-library/react';

// The match page draws its markets in steps (useProgressiveCount), each a transition of its own, and
// a role query over a page of two dozen markets is slow on a loaded CI machine: the finders wait up
// to 4 s for what comes in a later step, rather than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 4000 });
