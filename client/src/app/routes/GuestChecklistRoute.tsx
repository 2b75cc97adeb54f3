import { useParams } from 'react-router-dom';
import { useLiveGuestShare } from '@/features/guest/live/use-live-guest-share';
import { useMarkSeenWhenPresent } from '@/features/guest/presence/use-seen';
import { GuestChecklistView } from '@/features/guest/components/GuestChecklistView';

/** /shared/{accessToken}: the guest's checklist, kept in step live with the same link elsewhere. */
export default function GuestChecklistRoute() {
  const { accessToken = '' } = useParams();
  useLiveGuestShare(accessToken);
  useMarkSeenWhenPresent(accessToken);
  return <GuestChecklistView key={accessToken} accessToken={accessToken} />;
}
