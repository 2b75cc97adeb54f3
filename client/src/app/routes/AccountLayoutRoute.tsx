import { Outlet } from 'react-router-dom';
import { AccountLayout } from '@/features/account/components/AccountLayout';

/** /dashboard/account: the frame; each section sets its own document title. */
export default function AccountLayoutRoute() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
