/** Completion records (issue 48): a signed record of a finished run anyone holding its code can verify. */

/** One record as the owner and the recipient list them. */
export interface CompletionRecordSummary {
  id: string;
  /** The public code (≥ 128 random bits): `/verify/{code}` and `GET /api/verify/{code}`. */
  code: string;
  issuedAt: string;
  /** The record that replaced it; null: the latest. */
  supersededBy: string | null;
  /** The PDF of the record (`GET /api/records/{code}/pdf`, made on request); null: none (not answered today). */
  pdfUrl: string | null;
}

export interface CompletionRecordList {
  records: CompletionRecordSummary[];
}

/** `GET /api/records/{code}`: the record and its compact JWS (EdDSA over the record's RFC 8785 form). */
export interface CompletionRecordResponse {
  record: Record<string, unknown>;
  jws: string;
}

/** `GET /api/verify/{code}`: whether the record is intact, and what is wrong when it is not. */
export interface RecordVerification {
  valid: boolean;
  /** The key that signed it (`kid`, in `GET /api/signing-keys`); null when the signature names none known. */
  signedBy: string | null;
  issuedAt: string;
  superseded: boolean;
  redacted: boolean;
  problems: string[];
}

/** `GET /api/signing-keys`: every key, current first. */
export interface SigningKeySet {
  keys: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' }[];
}
