import type { ReactNode, RefObject } from 'react';
import { AuthHeading } from './AuthLayout';

type Tone = 'success' | 'error' | 'info';
const GLYPHS: Record<Tone, string> = { success: '✓', error: '!', info: '✉' };

/**
 * One state of an auth screen that is not a form (checking a link, sent, done, failed): an
 * optional icon, the screen's heading (focused when the state changes), what it says, and the
 * buttons or links that lead on.
 */
export function AuthState({
  headingRef,
  title,
  icon,
  glyph,
  children,
  actions,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: ReactNode;
  icon?: Tone;
  /** The icon's character when not the tone's usual one. */
  glyph?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="auth-state">
      {icon && (
        <div className={`auth-icon auth-icon--${icon}`} aria-hidden="true">
          {glyph ?? GLYPHS[icon]}
        </div>
      )}
      <AuthHeading ref={headingRef}>{title}</AuthHeading>
      {children}
      {actions && <div className="auth-actions">{actions}</div>}
    </div>
  );
}
