import { PUBLIC_UI } from '@ticklist/contracts';
import '../public.css';
import { ButtonLink } from '@/components/ui/ButtonLink';

/** What the product does and for whom (spec section 1), in plain words. */
export function About() {
  return (
    <article className="stack about">
      <h1>{PUBLIC_UI.aboutTitle}</h1>
      <p className="lead">
        Ticklist is a simple web app for creating checklists, sharing them by email and tracking each recipient's progress
        as it happens.
      </p>
      <section>
        <h2>Who it is for</h2>
        <p>
          Anyone who needs other people to work through a list: onboarding a new starter, preparing for an event, handing
          over a process, or checking that everyone has done the same steps.
        </p>
      </section>
      <section>
        <h2>How it works</h2>
        <ol className="about-steps">
          <li>
            <strong>Create.</strong> Sign in and write a checklist made of tasks. Each item has a task description and
            optional help text with context, instructions or tips.
          </li>
          <li>
            <strong>Share.</strong> Send the checklist to your recipients by email. Each recipient gets a personal link.
          </li>
          <li>
            <strong>Track.</strong> Watch each recipient's progress in real time from your dashboard.
          </li>
        </ol>
      </section>
      <section>
        <h2>For recipients</h2>
        <p>
          Recipients open their personal link as guests; there is nothing to install and no password to remember. A guest
          account, identified by their email address, is created for each recipient. Guests tick items off and can add
          personal notes, and their progress saves automatically.
        </p>
      </section>
      <section>
        <h2>For owners</h2>
        <p>
          Owners manage their account in one place: profile, password, notifications, data export and account deletion.
          Sharing needs a verified email address, so please confirm yours using the link we send when you sign up.
        </p>
      </section>
      <section>
        <h2>Free to join</h2>
        <p>
          Sign-up is free, with unlimited shared checklists and real-time progress tracking. Registration is currently
          restricted to alpha testers who hold an invite code.
        </p>
      </section>
      <div className="row">
        <ButtonLink to="/register" tone="primary">{PUBLIC_UI.ctaButton}</ButtonLink>
        <ButtonLink to="/">{PUBLIC_UI.backToHome}</ButtonLink>
      </div>
    </article>
  );
}
