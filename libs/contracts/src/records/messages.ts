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
