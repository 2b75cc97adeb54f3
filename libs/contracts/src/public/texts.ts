import type { SignInOptions } from '../sign-in/types';
import { LEGAL } from '../common/constants';

/** Visible texts of the landing, about, contact and legal pages (spec sections 1 and 2). */
export const PUBLIC_UI = {
  brand: 'Ticklist',
  signIn: 'Sign In',
  startCreating: 'Start Creating',
  learnMore: 'Learn More',
  backToHome: 'Back to Home',

  heroTitle: 'Checklists people actually finish',
  heroLead:
    'Write a checklist, share it by email, and watch every recipient tick it off in real time. No app to install, no account needed for the people you share with.',
  heroClaim: 'Create your first checklist in under 30 seconds.',

  featuresTitle: 'Everything you need, nothing you don’t',
  features: [
    { title: 'Free sign-up', body: 'Create your account for free and start building checklists right away.' },
    {
      title: 'Unlimited shared checklists',
      body: 'Share as many checklists with as many people as you like, each with a personal link.',
    },
    {
      title: 'Real-time progress tracking',
      body: 'See each recipient’s progress the moment they tick an item off, without refreshing.',
    },
  ],

  explainerTitle: 'Two fields. That’s it.',
  explainerLead: 'Every item has just two parts, so a checklist is quick to write and easy to follow.',
  explainerTaskLabel: 'Task',
  explainerTaskBody: 'What needs to be done, in a few words.',
  explainerTaskExample: 'Set up your work email',
  explainerHelpLabel: 'Help text (optional)',
  explainerHelpBody: 'Context, instructions or tips for anyone who needs them.',
  explainerHelpExample: 'Use the temporary password from your welcome letter, then choose your own.',

  whyTitle: 'Why Simple Works',
  whyBody: [
    'People finish short, clear lists. Each recipient gets their own link, ticks items off as they go and can add personal notes; progress saves automatically.',
    'You see every recipient’s progress at a glance, so you know who is done and who needs a nudge — without chasing anyone by email.',
  ],
  sampleChecklistTitle: 'New starter onboarding',
  sampleProgressLabel: 'Sample progress',
  percentComplete: '{percent}% complete',
  sampleItems: ['Sign the contract', 'Set up your work email', 'Meet your team'],

  ctaTitle: 'Ready to make your first checklist?',
  ctaBody: 'Sign up for free with your alpha tester invite code and share your first checklist in under 30 seconds.',

  ctaButton: 'Create Your Free Account',
  pauseHighlight: 'Pause highlight',
  resumeHighlight: 'Resume highlight',
  exampleItem: 'Example checklist item',
  landingTitle: 'Shared checklists with live progress',

  aboutTitle: 'About Ticklist',
  contactTitle: 'Contact Us',
  contactLead: 'Questions, feedback or trouble with your account? Email us:',
  contactResponse: 'We typically respond within 24 hours',
  contactLoading: 'Loading contact details...',

  privacyTitle: 'Privacy Policy',
  privacyIntro: 'What personal data Ticklist keeps, why, for how long, and what you can do about it.',
  termsTitle: 'Terms of Service',
  termsIntro: 'The rules for using Ticklist, in plain words.',
  cookiesTitle: 'Cookie Policy',
  cookiesIntro: 'Short, because there are no cookies.',

  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you asked for does not exist or has moved.',
} as const;

/** Every legal fact of spec section 1, in plain words; each legal page states them all. */
export const LEGAL_FACTS = {
  operator: `Ticklist is run by ${LEGAL.operator}.`,
  cookies: 'Ticklist uses no cookies. Your sign-in token is kept in your browser (local storage) and removed when you log out.',
  logs: `Server logs are kept for ${LEGAL.logRetentionDays} days and then deleted.`,
  sessionsKept:
    'For each signed-in session: the device it signed in from (such as “Chrome on Linux”, read from your browser) and its network address with the last part hidden (such as 203.0.113.x). We never look up where an address is.',
  sessions:
    'A signed-in session’s device and hidden network address are kept while the session lasts, and deleted within a day after it ends: when you log out, sign it out from your account, change your password, or it expires.',
  auditLog: `In a team workspace, an audit log records who created, edited, shared, revoked, closed or deleted its checklists and changed its members' roles, when, and from which session or access token; its admins can read it. Each entry is kept for ${LEGAL.auditRetentionYears} year and then deleted.`,
  messagesAndRecords:
    'Messages a recipient and a checklist’s owner write to each other, and the completion records of finished checklists, are seen and kept by the checklist’s owner. A record keeps the recipient’s address and answers as they were when it was issued.',
  deletion: `When you delete your account, your personal data is deleted within ${LEGAL.personalDataDeletionDays} days.`,
  inactivity: `If an account is inactive for ${LEGAL.inactivityNoticeYears} years, we send a deletion notice; the account is deleted ${LEGAL.inactivityDeletionDays} days after that notice.`,
  age: `You must be at least ${LEGAL.minimumAge} years old to use Ticklist.`,
  consent: 'If you share a checklist, you must hold the consent of all recipients to send them email through Ticklist.',
  liability: `Our liability to you is capped at ${LEGAL.liabilityCap}.`,
  discontinuation: `We will give at least ${LEGAL.discontinuationNoticeDays} days' notice before the service is discontinued.`,
  smallClaims: `Small claims are claims under ${LEGAL.smallClaimsLimit}.`,
  privacyResponse: `Privacy emails are answered within ${LEGAL.privacyResponseHours} hours, and contact emails within ${LEGAL.contactResponseHours} hours.`,
} as const;

/** What the privacy page adds about recipients' activity, their devices and owners' webhooks (issue 44). */
export const PRIVACY_ACTIVITY = {
  title: 'What a recipient’s link records',
  openings:
    'When a recipient’s page has been visible for two seconds, or on their first click or key, Ticklist records that the link was opened and when; the checklist’s owner sees it. A mail program that only fetches the link does not count.',
  presence:
    'While a recipient’s page is open and visible, the owner sees that they are viewing it, and when they were last seen.',
  offline:
    'The recipient’s page keeps a copy of their checklist, and the ticks and notes made offline, in their browser until they reach Ticklist. Clearing the site’s data in the browser removes it.',
  webhooks:
    'An owner may have Ticklist send events about their checklists (such as a recipient’s progress, with the recipient’s e-mail address) to a web address of their own (webhooks). What happens to them there is the owner’s responsibility.',
} as const;

export const LEGAL_UI = {
  summaryTitle: 'The short version',
  questions: 'Questions about this page? Email us at',
} as const;

/** GET /api/public-config: public settings the client shows (contact page). */
export interface PublicConfigResponse {
  supportEmail: string;
  /** How one can sign in here (issue 49). */
  signIn?: SignInOptions;
}
