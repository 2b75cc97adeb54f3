import { PUBLIC_UI } from '@ticklist/contracts';
import { usePublicConfig } from '../api/public-config';

/** The configured support address as a mailto link (a short placeholder while it loads). */
export function SupportEmail() {
  const { data, isError } = usePublicConfig();
  if (data) return <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a>;
  if (isError) return <span>our support address</span>;
  return <span className="muted">{PUBLIC_UI.contactLoading}</span>;
}
