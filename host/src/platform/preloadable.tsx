import { Suspense, lazy, useEffect, useReducer, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render (on link intent, at idle). */
export interface Preloadable<P extends object> {
  /** Loads the module once; later calls share that load, and a failed load is tried again. */
  preload(): Promise<ComponentType<P>>;
  /** Starts loading ahead of need (on intent); a failure is left to the render, which shows it. */
  prefetch(): Promise<void>;
  /** The component once loaded. */
  loaded(): ComponentType<P> | undefined;
  /** Its React.lazy twin, for a first render before the module is in. */
  Lazy: LazyExoticComponent<ComponentType<P>>;
}

/** `earlier`: where the component may already be, loaded by another path than this one's `preload`. */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, earlier?: () => ComponentType<P> | undefined): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (c) => (component = c),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const prefetch = () => preload().then(() => undefined, () => undefined);
  return { preload, prefetch, loaded: () => component ?? earlier?.(), Lazy: lazy(() => preload().then((c) => ({ default: c }))) };
}

/**
 * The component to render for `p`, chosen once per `p` (switching type would remount it): the loaded
 * component when the module is already in, so a preloaded screen renders without suspending (React.lazy
 * suspends on its first render even then, and React keeps a fallback up for 300 ms before it shows what
 * resolved); otherwise the lazy twin, and the caller re-renders as soon as the load ends, for the same
 * reason. Call it above the Suspense boundary that catches the lazy twin.
 */
export function usePreloadable<P extends object>(p: Preloadable<P>): ComponentType<P> {
  const [chosen, setChosen] = useState(() => ({ p, Type: p.loaded() ?? p.Lazy }));
  let current = chosen;
  if (chosen.p !== p) {
    current = { p, Type: p.loaded() ?? p.Lazy };
    setChosen(current);
  }
  const [, reveal] = useReducer((n: number) => n + 1, 0);
  const pending = current.Type === p.Lazy;
  useEffect(() => {
    if (!pending) return;
    let active = true;
    p.preload().then(
      () => active && reveal(),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [p, pending]);
  return current.Type;
}

/** Renders `of` with `props`, and `fallback` while its module is still loading. */
export function PreloadedView<P extends object>({ of, props, fallback }: { of: Preloadable<P>; props: P; fallback: ReactNode }) {
  const Component = usePreloadable(of);
  return (
    <Suspense fallback={fallback}>
      <Component {...props} />
    </Suspense>
  );
}
