import { ACCOUNT_UI } from '@ticklist/contracts';
import { ProfileForm } from '@/features/account/components/ProfileForm';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountProfileRoute() {
  useDocumentTitle(ACCOUNT_UI.navProfile);
  return <ProfileForm />;
}
