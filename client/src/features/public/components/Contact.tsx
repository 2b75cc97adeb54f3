import { Link } from 'react-router-dom';
import { LEGAL, PUBLIC_UI } from '@ticklist/contracts';
import { SupportEmail } from './SupportEmail';
import '../public.css';

/** The contact page: the configured support address and the response time. */
export function Contact() {
  return (
    <div className="stack">
      <Link to="/" className="back-link">
        <span aria-hidden="true">←</span> {PUBLIC_UI.backToHome}
      </Link>
      <div className="card stack center">
        <h1>{PUBLIC_UI.contactTitle}</h1>
        <p>{PUBLIC_UI.contactLead}</p>
        <p className="contact-email">
          <SupportEmail />
        </p>
        <p className="muted">{PUBLIC_UI.contactResponse}</p>
        <p className="small muted">Privacy requests to the same address are answered within {LEGAL.privacyResponseHours} hours.</p>
      </div>
    </div>
  );
}
