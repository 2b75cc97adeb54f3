import { PUBLIC_UI } from '@ticklist/contracts';
import { CookiesContent } from '@/features/public/components/CookiesContent';
import { LegalPage } from '@/features/public/components/LegalPage';

export default function CookiesRoute() {
  return (
    <LegalPage title={PUBLIC_UI.cookiesTitle} intro={PUBLIC_UI.cookiesIntro}>
      <CookiesContent />
    </LegalPage>
  );
}
