import { PUBLIC_UI } from '@ticklist/contracts';
import { TermsContent } from '@/features/public/components/TermsContent';
import { LegalPage } from '@/features/public/components/LegalPage';

export default function TermsRoute() {
  return (
    <LegalPage title={PUBLIC_UI.termsTitle} intro={PUBLIC_UI.termsIntro}>
      <TermsContent />
    </LegalPage>
  );
}
