import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

/**
 * A page opened from a mailed link ending in `:token` (reset, unsubscribe). The panel is keyed by
 * the token, so opening another link starts its check over.
 */
export function MailedLinkPage({ title, panel: Panel }: { title: string; panel: ComponentType<{ token?: string }> }) {
  const { token } = useParams();
  return (
    <AuthLayout title={title}>
      <Panel key={token ?? ''} token={token} />
    </AuthLayout>
  );
}
