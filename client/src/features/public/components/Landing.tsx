import { useState, type ReactNode } from 'react';
import { fillText, LANDING_ROTATION_MS, LANDING_SAMPLE_PROGRESS, PUBLIC_UI } from '@ticklist/contracts';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { usePrefersReducedMotion, useRotation } from '../use-rotation';
import '../public.css';
import { ButtonLink } from '@/components/ui/ButtonLink';

const FEATURE_ICONS = ['✓', '∞', '↗'];

/** The landing page of spec section 2: hero, rotating feature cards, explainer, 'Why Simple Works', call to action. */
export function Landing() {
  return (
    <div className="landing">
      <Hero />
      <Features />
      <Explainer />
      <WhySimple />
      <ClosingCta />
    </div>
  );
}

function Hero() {
  return (
    <Band className="landing-hero" labelledBy="hero-title">
      <h1 id="hero-title">{PUBLIC_UI.heroTitle}</h1>
      <p className="landing-hero__lead">{PUBLIC_UI.heroLead}</p>
      <p className="landing-hero__claim">{PUBLIC_UI.heroClaim}</p>
      <div className="landing-hero__actions">
        <ButtonLink to="/register" tone="primary" size="lg">{PUBLIC_UI.startCreating}</ButtonLink>
        <ButtonLink to="/login" size="lg">{PUBLIC_UI.signIn}</ButtonLink>
        <ButtonLink to="/about" tone="ghost" size="lg">{PUBLIC_UI.learnMore}</ButtonLink>
      </div>
    </Band>
  );
}

function Features() {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const active = useRotation(PUBLIC_UI.features.length, LANDING_ROTATION_MS, reducedMotion || userPaused || hovering);
  return (
    <Band className="landing-section" labelledBy="features-title">
      <h2 id="features-title" className="center">
        {PUBLIC_UI.featuresTitle}
      </h2>
      <ul
        className="grid grid--3 landing-features"
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        onFocus={() => setHovering(true)}
        onBlur={() => setHovering(false)}
      >
        {PUBLIC_UI.features.map((feature, i) => (
          <li key={feature.title} className={i === active ? 'card feature-card feature-card--active' : 'card feature-card'}>
            <span className="feature-card__icon" aria-hidden="true">
              {FEATURE_ICONS[i]}
            </span>
            <h3>{feature.title}</h3>
            <p className="muted">{feature.body}</p>
          </li>
        ))}
      </ul>
      {!reducedMotion && (
        <div className="center">
          <button type="button" className="btn btn--ghost btn--small" aria-pressed={userPaused} onClick={() => setUserPaused((p) => !p)}>
            {userPaused ? PUBLIC_UI.resumeHighlight : PUBLIC_UI.pauseHighlight}
          </button>
        </div>
      )}
    </Band>
  );
}

function Explainer() {
  return (
    <Band className="landing-section landing-section--alt" labelledBy="explainer-title" inner="grid grid--2 landing-explainer">
      <div>
        <h2 id="explainer-title">{PUBLIC_UI.explainerTitle}</h2>
        <p>{PUBLIC_UI.explainerLead}</p>
        <dl className="landing-explainer__list">
          <dt>{PUBLIC_UI.explainerTaskLabel}</dt>
          <dd className="muted">{PUBLIC_UI.explainerTaskBody}</dd>
          <dt>{PUBLIC_UI.explainerHelpLabel}</dt>
          <dd className="muted">{PUBLIC_UI.explainerHelpBody}</dd>
        </dl>
      </div>
      <figure className="card sample-item" aria-label={PUBLIC_UI.exampleItem}>
        <div className="sample-item__label small">{PUBLIC_UI.explainerTaskLabel}</div>
        <div className="sample-item__value">{PUBLIC_UI.explainerTaskExample}</div>
        <div className="sample-item__label small">{PUBLIC_UI.explainerHelpLabel}</div>
        <div className="sample-item__value sample-item__value--help">{PUBLIC_UI.explainerHelpExample}</div>
      </figure>
    </Band>
  );
}

function WhySimple() {
  const done = Math.round((LANDING_SAMPLE_PROGRESS / 100) * PUBLIC_UI.sampleItems.length);
  return (
    <Band className="landing-section" labelledBy="why-title" inner="grid grid--2 landing-why">
      <div>
        <h2 id="why-title">{PUBLIC_UI.whyTitle}</h2>
        {PUBLIC_UI.whyBody.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <figure className="card sample-checklist" aria-labelledby="sample-title">
        <h3 id="sample-title">{PUBLIC_UI.sampleChecklistTitle}</h3>
        <ProgressBar
          value={LANDING_SAMPLE_PROGRESS}
          label={`${PUBLIC_UI.sampleProgressLabel}: ${fillText(PUBLIC_UI.percentComplete, { percent: LANDING_SAMPLE_PROGRESS })}`}
          valueText={fillText(PUBLIC_UI.percentComplete, { percent: LANDING_SAMPLE_PROGRESS })}
        />
        <ul className="sample-checklist__items">
          {PUBLIC_UI.sampleItems.map((item, i) => (
            <li key={item} className={i < done ? 'is-done' : undefined}>
              <span className="sample-checklist__box" aria-hidden="true">
                {i < done ? '✓' : ''}
              </span>
              <span className={i < done ? 'strike' : undefined}>{item}</span>
              <span className="visually-hidden">{i < done ? ' (done)' : ' (pending)'}</span>
            </li>
          ))}
        </ul>
      </figure>
    </Band>
  );
}

function ClosingCta() {
  return (
    <Band className="landing-section landing-cta" labelledBy="cta-title" inner="center">
      <h2 id="cta-title">{PUBLIC_UI.ctaTitle}</h2>
      <p>{PUBLIC_UI.ctaBody}</p>
      <ButtonLink to="/register" tone="primary" size="lg">{PUBLIC_UI.ctaButton}</ButtonLink>
    </Band>
  );
}

/** One band of the page: a full-width section named by its heading, its content in the centred container. */
function Band({ className, labelledBy, inner, children }: { className: string; labelledBy: string; inner?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={labelledBy}>
      <div className={inner ? `container ${inner}` : 'container'}>{children}</div>
    </section>
  );
}
