import { PUBLIC_UI } from '@ticklist/contracts';
import { PageShell } from '@/components/ui/PageShell';
import { ButtonLink } from '@/components/ui/ButtonLink';

export default function NotFoundRoute() {
  return (
    <PageShell title={PUBLIC_UI.notFoundTitle} narrow>
      <div className="card stack center">
        <p className="notfound-code" aria-hidden="true">
          404
        </p>
        <h1>{PUBLIC_UI.notFoundTitle}</h1>
        <p className="muted">{PUBLIC_UI.notFoundBody}</p>
        <div>
          <ButtonLink to="/" tone="primary">{PUBLIC_UI.backToHome}</ButtonLink>
        </div>
      </div>
    </PageShell>
  );
}
