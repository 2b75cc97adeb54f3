import { SecurityForm } from '@/features/account/components/SecurityForm';

export default function AccountSecurityRoute() {
  return <SecurityForm />;
}
