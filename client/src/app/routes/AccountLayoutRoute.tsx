import { Outlet } from 'react-router-dom';
import { ACCOUNT_UI } from '@ticklist/contracts';
import { AccountLayout } from '@/features/account/components/AccountLayout';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountLayoutRoute() {
  useDocumentTitle(ACCOUNT_UI.title);
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
