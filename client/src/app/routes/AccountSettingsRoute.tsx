import { SettingsPanel } from '@/features/account/components/SettingsPanel';

export default function AccountSettingsRoute() {
  return <SettingsPanel />;
}
