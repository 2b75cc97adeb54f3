import { ProfileForm } from '@/features/account/components/ProfileForm';

export default function AccountProfileRoute() {
  return <ProfileForm />;
}
