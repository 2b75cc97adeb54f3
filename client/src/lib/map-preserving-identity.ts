/**
 * `list.map(fn)` that gives back `list` itself when `fn` returned every element unchanged, so a
 * cache updater can keep the same object and TanStack Query skips the re-render.
 */
export function mapPreservingIdentity<T>(list: T[], fn: (element: T) => T): T[] {
  let changed = false;
  const next = list.map((element) => {
    const mapped = fn(element);
    if (mapped !== element) changed = true;
    return mapped;
  });
  return changed ? next : list;
}
