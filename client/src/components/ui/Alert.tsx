import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

/**
 * A message box. Errors use role=alert (announced at once); others role=status (polite).
 * Render it only when there is something to say, so the announcement fires on appearance.
 */
export function Alert({
  tone = 'error',
  children,
  className,
  id,
  title,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
  id?: string;
  title?: ReactNode;
}) {
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div id={id} role={role} className={`alert alert--${tone}${className ? ` ${className}` : ''}`}>
      {title && <p className="alert__title">{title}</p>}
      {children}
    </div>
  );
}

/**
 * A live region that always exists in the DOM so that text put into it later is announced
 * (status or save indicators whose text changes in place).
 */
export function LiveRegion({
  children,
  politeness = 'polite',
  className,
  visuallyHidden = false,
}: {
  children?: ReactNode;
  politeness?: 'polite' | 'assertive';
  className?: string;
  visuallyHidden?: boolean;
}) {
  const classes = [className, visuallyHidden ? 'visually-hidden' : null].filter(Boolean).join(' ') || undefined;
  return (
    <div role={politeness === 'assertive' ? 'alert' : 'status'} aria-live={politeness} aria-atomic="true" className={classes}>
      {children}
    </div>
  );
}
