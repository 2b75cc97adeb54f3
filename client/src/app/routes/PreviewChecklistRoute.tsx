import { useParams } from 'react-router-dom';
import { ChecklistPreview } from '@/features/guest/components/ChecklistPreview';

/** /dashboard/preview/{id}: how recipients will see the checklist; nothing is saved. */
export default function PreviewChecklistRoute() {
  const { id = '' } = useParams();
  return <ChecklistPreview key={id} id={id} />;
}
