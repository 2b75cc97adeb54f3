import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link that leads to another page and looks like a button (the `.btn` styles). */
export function ButtonLink({
  to,
  tone,
  size,
  block = false,
  children,
}: {
  to: string;
  tone?: 'primary' | 'ghost';
  size?: 'lg';
  /** Full width, as on the auth screens. */
  block?: boolean;
  children: ReactNode;
}) {
  const className = ['btn', tone && `btn--${tone}`, block && 'btn--block', size && `btn--${size}`].filter(Boolean).join(' ');
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}
