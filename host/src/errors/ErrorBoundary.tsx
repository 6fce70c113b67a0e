import { Component, useLayoutEffect, type ReactNode } from 'react';
import { dropShellPlaceholder } from '../layout/shellPlaceholderId.js';
import { dropFirstScreen } from '@backlay/shared/first-screen';
import { page } from './page.js';

export const UPDATING_TEXT = 'Website is updating please try again after refreshing the page';
const RELOAD_KEY = 'backlay:errorReloadAt';

/** Reloads once on a crash (a new deployment is the usual cause); a second crash within a minute waits for the player. */
export function reloadOnce(storage: Storage = sessionStorage, reload: () => void = () => page.reload()): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < 60_000) return false;
  storage.setItem(RELOAD_KEY, String(Date.now()));
  reload();
  return true;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Backlay crashed', error);
    reloadOnce();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <UpdatingScreen />;
  }
}

export function UpdatingScreen() {
  useLayoutEffect(() => {
    dropShellPlaceholder();
    dropFirstScreen();
  }, []);
  return (
    <div
      role="alert"
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24, textAlign: 'center' }}
    >
      <div>
        <p style={{ fontSize: 18, marginBottom: 16 }}>{UPDATING_TEXT}</p>
        <button
          type="button"
          onClick={() => page.reload()}
          style={{
            background: '#0b5563',
            color: '#fff',
            border: 0,
            borderRadius: 6,
            padding: '10px 22px',
            fontSize: 16,
            cursor: 'pointer',
          }}
        >
          Refresh
        </button>
      </div>
    </div>
  );
}
