export const SESSION_MESSAGES = {
  notFound: 'Session not found',
  /** The device of the one entry that stands for the tokens issued before sessions existed. */
  earlierSignIn: 'Earlier sign-in',
} as const;

/** Account › Security › Signed-in sessions. */
export const SESSION_UI = {
  title: 'Signed-in sessions',
  intro: 'Where your account is signed in. Sign out of any you don’t recognise.',
  listLabel: 'Your signed-in sessions',
  loadFailed: 'Your sessions could not be loaded.',
  columnPlace: 'Network',
  columnCreated: 'Signed in',
  columnLastUsed: 'Last used',
  thisBrowser: 'This browser',
  unknownDevice: 'Unknown device',
  unknownPlace: 'Unknown',
  neverUsed: 'Unknown',
  signOut: 'Sign out',
  signOutTitle: 'Sign out this session?',
  signOutBody: '{device} will need to log in again.',
  signingOut: 'Signing out…',
  signOutFailed: 'The session could not be signed out. Please try again.',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereTitle: 'Sign out everywhere?',
  signOutEverywhereBody: 'Every session of your account ends, this browser’s included. You will need to log in again.',
  cancel: 'Cancel',
} as const;
