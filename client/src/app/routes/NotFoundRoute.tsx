import { Link } from 'react-router-dom';
import { PUBLIC_UI } from '@ticklist/contracts';
import { PageShell } from '@/components/ui/PageShell';

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
          <Link className="btn btn--primary" to="/">
            {PUBLIC_UI.backToHome}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
