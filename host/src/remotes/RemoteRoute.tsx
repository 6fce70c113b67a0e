import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useParams, type RouteObject } from '@backlay/shared/router';
import type { RemoteModule, SlotId, SlotProps } from '@backlay/shared/contract';
import type { RemoteLoader } from './loader.js';
import { SectionUnavailable } from './SectionUnavailable.js';

class RemoteBoundary extends Component<
  { children: ReactNode; onRetry: () => void; resetKey: number },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A section failed', error);
  }

  override componentDidUpdate(prev: { resetKey: number }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <SectionUnavailable onRetry={this.props.onRetry} detail={this.state.error.message} />;
    return this.props.children;
  }
}

function Loading() {
  return (
    <div role="status" aria-label="Loading" style={{ padding: 32, textAlign: 'center', color: '#6b7680' }}>
      Loading…
    </div>
  );
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; message: string };

const LOADING: LoadState = { status: 'loading' };

function useRemote(loader: RemoteLoader, name: string, attempt: number): LoadState {
  // The outcome of one load; another remote or a new attempt is loading until its own arrives.
  const [loaded, setLoaded] = useState<{ loader: RemoteLoader; name: string; attempt: number; state: LoadState }>();
  useEffect(() => {
    let live = true;
    const settle = (state: LoadState) => live && setLoaded({ loader, name, attempt, state });
    loader.load(name).then(
      (module) => settle({ status: 'ready', module }),
      (error: unknown) => settle({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [loader, name, attempt]);
  return loaded?.loader === loader && loaded.name === name && loaded.attempt === attempt ? loaded.state : LOADING;
}

function routeElement(route: RouteObject): ReactNode {
  if (route.element) return route.element;
  if (route.Component) return <route.Component />;
  return null;
}

type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Renders the route a remote registered for `path`. The remote loads on first use; when it is
 * down, slow, incompatible or throws, the player sees a retry panel inside the layout. `prefetch`
 * starts the page's first data with the remote's code (called again when the path's parameters
 * change).
 */
export function RemoteRoute({
  loader,
  remote,
  path,
  prefetch,
}: {
  loader: RemoteLoader;
  remote: string;
  path: string;
  prefetch?: (params: RouteParams) => void;
}) {
  const paramsKey = JSON.stringify(useParams());
  useEffect(() => {
    prefetch?.(JSON.parse(paramsKey) as RouteParams);
  }, [prefetch, paramsKey]);
  const [attempt, setAttempt] = useState(0);
  const state = useRemote(loader, remote, attempt);
  const retry = () => {
    loader.reset(remote);
    setAttempt((a) => a + 1);
  };
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <SectionUnavailable onRetry={retry} detail={state.message} />;
  const route = state.module.routes.find((r) => r.path === path);
  if (!route) return <SectionUnavailable onRetry={retry} detail={`${remote} has no page for ${path}`} />;
  return (
    <RemoteBoundary onRetry={retry} resetKey={attempt}>
      <Suspense fallback={<Loading />}>{routeElement(route)}</Suspense>
    </RemoteBoundary>
  );
}

type RemoteSlotProps = { loader: RemoteLoader; remote: string; slot: SlotId } & SlotProps;

/**
 * A component a remote lends to the host chrome (e.g. the Set Button Values modal). Its remote is
 * loaded when the slot is first opened, not with the page: a closed dialog costs the first screen
 * nothing (the account remote's ~70 KB gzip stayed off /home this way).
 */
export function RemoteSlot(props: RemoteSlotProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <OpenedRemoteSlot {...props} /> : null;
}

function OpenedRemoteSlot({ loader, remote, slot, ...props }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemote(loader, remote, attempt);
  if (!props.open) return null;
  if (state.status === 'loading') return null;
  const Slot = state.status === 'ready' ? state.module.slots?.[slot] : undefined;
  if (!Slot) {
    return (
      <div
        role="dialog"
        aria-modal="true"
        style={{
          position: 'fixed',
          inset: 0,
          background: 'rgba(0,0,0,.45)',
          display: 'grid',
          placeItems: 'center',
          zIndex: 1500,
        }}
      >
        <div style={{ background: '#fff', borderRadius: 8, minWidth: 'min(92vw, 420px)' }}>
          <SectionUnavailable
            onRetry={() => {
              loader.reset(remote);
              setAttempt((a) => a + 1);
            }}
          />
          <div style={{ textAlign: 'center', paddingBottom: 16 }}>
            <button
              type="button"
              onClick={props.onClose}
              style={{ border: 0, background: 'none', color: '#0b5563', cursor: 'pointer' }}
            >
              Close
            </button>
          </div>
        </div>
      </div>
    );
  }
  return (
    <RemoteBoundary onRetry={() => setAttempt((a) => a + 1)} resetKey={attempt}>
      <Slot {...props} />
    </RemoteBoundary>
  );
}
