import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A lazy component that can start loading its chunk before it renders. */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/** React.lazy with a `preload()`: both share one import, so preloading never fetches twice. */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}

/**
 * Starts loading the chunks of every screen the address matches (guards and layouts included), so
 * they download in parallel with the providers instead of one after another as each renders.
 */
export function preloadMatches(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = (route.element as ReactElement | undefined)?.type as { preload?: () => Promise<unknown> } | undefined;
    void type?.preload?.();
  }
}
