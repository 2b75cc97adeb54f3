import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { CompletionRecordList, CompletionRecordResponse, CompletionRecordSummary, RecordVerification, SigningKeySet } from '@ticklist/contracts';

@ApiSchema({ name: 'CompletionRecordSummary', description: 'A completion record of a run: a record of completion, not a qualified electronic signature.' })
export class CompletionRecordSummarySchema implements CompletionRecordSummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ minLength: 22, description: 'The public code (≥ 128 random bits): anyone holding it can read and verify the record (`/verify/{code}`).' }) code!: string;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The record that replaced it; null: the latest.' }) supersededBy!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The PDF of the record; null while none is made.' }) pdfUrl!: string | null;
}

@ApiSchema({ name: 'CompletionRecordList' })
export class CompletionRecordListSchema implements CompletionRecordList {
  @ApiProperty({ type: [CompletionRecordSummarySchema] }) records!: CompletionRecordSummarySchema[];
}

@ApiSchema({ name: 'CompletionRecordResponse' })
export class CompletionRecordResponseSchema implements CompletionRecordResponse {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The record: the checklist (id, title, the SHA-256 fingerprint of its items), the recipient (address and its salted SHA-256), the owner, every item with its answer and when it was given (UTC), evidence hashes, the messages\' count and the accept time.',
  })
  record!: Record<string, unknown>;
  @ApiProperty({ description: 'Compact JWS (`alg: "EdDSA"`, `kid`) over the record\'s RFC 8785 canonical JSON; the keys are at `GET /api/signing-keys`.' }) jws!: string;
}

@ApiSchema({ name: 'RecordVerification' })
export class RecordVerificationSchema implements RecordVerification {
  @ApiProperty({ description: 'True when the signature holds, the stored record is what was signed and (for the latest record) the stored answers are unchanged.' }) valid!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The signing key\'s `kid`.' }) signedBy!: string | null;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
  @ApiProperty({ description: 'A newer record of the same run replaced it (it still verifies).' }) superseded!: boolean;
  @ApiProperty({ description: 'Personal fields were removed (the account was deleted); the salted hashes remain.' }) redacted!: boolean;
  @ApiProperty({ type: [String], description: 'What is wrong, in words; empty when valid.' }) problems!: string[];
}

class SigningKeySchema {
  @ApiProperty({ enum: ['OKP'] }) kty!: 'OKP';
  @ApiProperty({ enum: ['Ed25519'] }) crv!: 'Ed25519';
  @ApiProperty() x!: string;
  @ApiProperty() kid!: string;
  @ApiProperty({ enum: ['EdDSA'] }) alg!: 'EdDSA';
  @ApiProperty({ enum: ['sig'] }) use!: 'sig';
}

@ApiSchema({ name: 'SigningKeySet', description: 'A JWKS of every signing key, current first; old keys stay so the records they signed still verify.' })
export class SigningKeySetSchema implements SigningKeySet {
  @ApiProperty({ type: [SigningKeySchema] }) keys!: SigningKeySchema[];
}
