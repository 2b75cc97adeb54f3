import { REALTIME_MESSAGES } from '@ticklist/contracts';
import './LiveIndicator.css';

/** Small status badge for the live connection; announced politely to screen readers. */
export function LiveIndicator({ connected }: { connected: boolean }) {
  return (
    <span
      role="status"
      aria-live="polite"
      title={REALTIME_MESSAGES.liveLabel}
      className={`badge live-indicator ${connected ? 'badge--success' : 'badge--warning'}`}
      data-connected={connected ? 'true' : 'false'}
    >
      <span className="live-indicator__dot" aria-hidden="true" />
      {connected ? REALTIME_MESSAGES.live : REALTIME_MESSAGES.reconnecting}
    </span>
  );
}
