import type { ReactNode, Ref } from 'react';

/**
 * A button that shows and hides a region: aria-expanded says whether it is shown, aria-controls
 * names it (pass undefined while the region is not rendered at all).
 */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  className,
  children,
  ref,
}: {
  /** The button itself (e.g. to give it the focus back). */
  ref?: Ref<HTMLButtonElement>;
  open: boolean;
  controls: string | undefined;
  onToggle: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button ref={ref} type="button" className={className} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
    </button>
  );
}
