import type { ReactNode } from 'react';

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
}: {
  open: boolean;
  controls: string | undefined;
  onToggle: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
    </button>
  );
}
