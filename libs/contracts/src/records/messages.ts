/** What record verification says (issue 48): a record of completion, never a "qualified electronic signature". */
export const RECORD_MESSAGES = {
  notFound: 'Record not found',
  signatureBroken: 'The signature does not match the record: it was changed after it was signed',
  unknownKey: 'The record is signed with a key this service does not know',
  storedChanged: 'The stored record differs from what was signed',
  answersChanged: 'An answer changed after the record was issued',
  evidenceChanged: 'An evidence file changed after the record was issued',
} as const;
