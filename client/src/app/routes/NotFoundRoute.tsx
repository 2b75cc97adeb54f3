import { Link } from 'react-router-dom';
import { PageShell } from '@/components/ui/PageShell';

export default function NotFoundRoute() {
  return (
    <PageShell title="Page not found" narrow>
      <div className="card stack center">
        <h1>Page not found</h1>
        <p className="muted">The page you asked for does not exist or has moved.</p>
        <Link className="btn btn--primary" to="/">
          Back to Home
        </Link>
      </div>
    </PageShell>
  );
}
