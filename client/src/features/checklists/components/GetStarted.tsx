import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CHECKLIST_UI as T } from '@ticklist/contracts';
import '../checklists.css';

/** The empty dashboard: three steps and a way to create the first checklist. */
export function GetStarted() {
  const id = useId();
  const navigate = useNavigate();
  // The empty list has no filter: its search is the workspace (`?ws=`, issue 47), where the checklist is made.
  const { search } = useLocation();
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{T.getStarted}</h2>
      <ol className="steps grid grid--3">
        {T.steps.map((step, i) => (
          <li key={step.title} className="step">
            <span className="step__num" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <button type="button" className="btn btn--primary" onClick={() => navigate({ pathname: '/dashboard/create', search })}>
          {T.createFirst}
        </button>
      </div>
    </section>
  );
}
