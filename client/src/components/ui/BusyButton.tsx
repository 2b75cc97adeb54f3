import type { ReactNode } from 'react';

interface BusyButtonProps {
  busy: boolean;
  label: ReactNode;
  /** Shown instead of `label` while busy (e.g. 'Saving...'). */
  busyLabel: ReactNode;
  /** Full width, as on the sign-in screens; those buttons also say aria-busy while busy. */
  block?: boolean;
  tone?: 'primary' | 'danger';
  type?: 'submit' | 'button';
  /** Disabled for a reason of its own, besides while busy. */
  disabled?: boolean;
  onClick?: () => void;
  /** The id of the form it submits, when it stands outside it (a dialog's footer). */
  form?: string;
}

/** A button that starts something slow: disabled and relabelled while it runs, so it is not pressed twice. */
export function BusyButton({ busy, label, busyLabel, block = false, tone = 'primary', type = 'submit', disabled = false, onClick, form }: BusyButtonProps) {
  return (
    <button
      type={type}
      form={form}
      className={`btn btn--${tone}${block ? ' btn--block' : ''}`}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={block && busy ? true : undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
