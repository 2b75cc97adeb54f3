import { useId, type ReactNode } from 'react';

/**
 * A progress bar with role=progressbar and its value; the visible label is optional but the
 * accessible name is not (label or ariaLabel).
 */
export function ProgressBar({
  value,
  label,
  ariaLabel,
  showPercent = false,
  className,
  valueText,
}: {
  /** Percent, 0..100 (rounded here). */
  value: number;
  /** Visible text above the bar, used as the accessible name. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  showPercent?: boolean;
  className?: string;
  /** Overrides the announced value (e.g. '2 of 3 items completed'). */
  valueText?: string;
}) {
  const pct = Math.max(0, Math.min(100, Math.round(Number.isFinite(value) ? value : 0)));
  const autoId = useId();
  const labelId = label ? `pb${autoId.replace(/:/g, '')}` : undefined;
  return (
    <div className={className ? `progress-block ${className}` : 'progress-block'}>
      {(label || showPercent) && (
        <div className="row row--between small progress-block__label">
          {label && <span id={labelId}>{label}</span>}
          {showPercent && <span aria-hidden="true">{pct}%</span>}
        </div>
      )}
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={valueText ?? `${pct}%`}
        aria-labelledby={labelId}
        aria-label={labelId ? undefined : (ariaLabel ?? 'Progress')}
      >
        <div className="progress__bar" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
