/** What record verification says (issue 48): a record of completion, never a "qualified electronic signature". */
export const RECORD_MESSAGES = {
  notFound: 'Record not found',
  signatureBroken: 'The signature does not match the record: it was changed after it was signed',
  unknownKey: 'The record is signed with a key this service does not know',
  storedChanged: 'The stored record differs from what was signed',
  answersChanged: 'An answer changed after the record was issued',
  evidenceChanged: 'An evidence file changed after the record was issued',
} as const;

/** The record's PDF (issue 48): a record of completion, never a "qualified electronic signature". */
export const RECORD_PDF = {
  heading: 'A record of completion',
  checklist: 'Checklist',
  recipient: 'Recipient',
  owner: 'Owner',
  issuedAt: 'Issued (UTC)',
  acceptedAt: 'Accepted (UTC)',
  closedAt: 'Closed (UTC)',
  fingerprint: 'Checklist version (SHA-256)',
  items: 'Items',
  done: 'Done',
  notDone: 'Not done',
  answeredAt: (at: string) => `answered ${at}`,
  files: (n: number) => (n === 1 ? '1 file' : `${n} files`),
  evidence: 'Evidence files (SHA-256)',
  messages: (n: number) => `Messages with the owner: ${n}`,
  verify: 'Check this record at',
  superseded: 'A newer record replaced this one.',
} as const;

/** The public page `/verify/{code}` (issue 48): says plainly whether the record is intact. */
export const RECORD_UI = {
  title: 'Check a record of completion',
  checking: 'Checking the record…',
  intact: 'This record is intact: its signature checks out and the stored answers are unchanged.',
  broken: 'This record is not intact:',
  superseded: 'A newer record replaced this one. This one is still the record of what was done then.',
  redacted: 'The recipient\'s personal details were removed when their account was deleted.',
  notFound: 'No record has this code. Check the link you were given.',
  failed: 'The record could not be checked. Check your connection and try again.',
  checklist: 'Checklist',
  recipient: 'Recipient',
  owner: 'Owner',
  issuedAt: 'Issued',
  acceptedAt: 'Accepted',
  closedAt: 'Closed',
  signedBy: 'Signed with key',
  items: 'Items',
  done: 'Done',
  notDone: 'Not done',
  evidence: 'Evidence files (SHA-256)',
  downloadPdf: 'Download PDF',
  signingKeys: 'Signing keys (JWKS)',
} as const;

/** The mail a recipient gets when a record of their completion is issued (issue 48). */
export const RECORD_MAIL = {
  subject: (title: string) => `Your record of completion for "${title}"`,
  intro: (owner: string, title: string) => `${owner} has a record of your completion of "${title}". Anyone you give this link to can check that it is intact:`,
  action: 'Download the record (PDF)',
} as const;
