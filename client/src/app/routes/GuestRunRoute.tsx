import { useParams } from 'react-router-dom';
import { GuestPastRunView } from '@/features/guest/components/GuestPastRunView';

/** /shared/{accessToken}/runs/{runId}: one run of a recurring checklist, by its permanent URL (issue 45). */
export default function GuestRunRoute() {
  const { accessToken = '', runId = '' } = useParams();
  return <GuestPastRunView key={`${accessToken}/${runId}`} accessToken={accessToken} runId={runId} />;
}
