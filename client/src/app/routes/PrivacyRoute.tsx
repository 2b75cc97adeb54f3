import { PUBLIC_UI } from '@ticklist/contracts';
import { PrivacyContent } from '@/features/public/components/PrivacyContent';
import { LegalPage } from '@/features/public/components/LegalPage';

export default function PrivacyRoute() {
  return (
    <LegalPage title={PUBLIC_UI.privacyTitle} intro={PUBLIC_UI.privacyIntro}>
      <PrivacyContent />
    </LegalPage>
  );
}
