import { useParams } from 'react-router-dom';
import { useChecklist } from '@/features/checklists/api/get-checklist';
import { ChecklistPreview } from '@/features/guest/components/ChecklistPreview';

/** /dashboard/preview/{id}: how recipients will see the checklist; nothing is saved. */
export default function PreviewChecklistRoute() {
  const { id = '' } = useParams();
  const query = useChecklist(id);
  return <ChecklistPreview key={id} query={query} />;
}
