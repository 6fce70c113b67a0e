import { lazy, type ComponentType } from 'react';
import { reloadOnce } from './ErrorBoundary.js';

/** A lazily loaded host screen; if its chunk can't be fetched (a new deployment), log and reload. */
export function lazyWithReload<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.error('Failed to load a part of the page', error);
      reloadOnce();
      throw error;
    }
  });
}
