import { Controller, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { CompletionRecordList, CompletionRecordResponse, RecordVerification, SigningKeySet } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import { OwnerShareReader } from '../follow-up/owner-share.reader';
import { ShareAccessService } from '../responses/share-access.service';
import type { UserEntity } from '../users/user.entity';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';
import { CompletionRecordListSchema, CompletionRecordResponseSchema, RecordVerificationSchema, SigningKeySetSchema } from './dto/records.schemas';
import { RecordsService } from './records.service';
import { SigningKeysService } from './signing-keys.service';

const CODE = { name: 'code', description: 'The record\'s public code (as the owner and the recipient list it).' } as const;

/** Anyone holding a record's code reads and verifies it (issue 48); the keys are public. */
@ApiTags('Records')
@Controller()
export class PublicRecordsController {
  constructor(
    private readonly records: RecordsService,
    private readonly keys: SigningKeysService,
  ) {}

  @Endpoint.get('records/:code', { operationId: 'getCompletionRecord', summary: 'Read a completion record and its signature', answer: CompletionRecordResponseSchema, errors: [404], description: 'No credential: the code is the key.' })
  @ApiParam(CODE)
  read(@Param('code') code: string): Promise<CompletionRecordResponse> {
    return this.records.read(code);
  }

  @Endpoint.get('records/:code/pdf', {
    operationId: 'getCompletionRecordPdf', summary: 'A completion record as a PDF', errors: [404],
    answer: { description: 'The PDF: the checklist, the recipient, every item with its answer and time, the evidence files\' SHA-256, and the verification URL with its QR code.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    description: 'No credential: the code is the key. A view of the signed record; the JWS (`GET /api/records/{code}`) is what a third party checks.',
  })
  @ApiParam(CODE)
  @ApiProduces('application/pdf')
  async pdf(@Param('code') code: string, @Res() reply: FastifyReply): Promise<void> {
    const bytes = await this.records.pdf(code);
    await reply.header('Content-Type', 'application/pdf').header('Content-Disposition', 'inline; filename="record-of-completion.pdf"').header('Cache-Control', 'private, no-store').send(Buffer.from(bytes));
  }

  @Endpoint.get('verify/:code', {
    operationId: 'verifyCompletionRecord', summary: 'Check that a completion record is intact', answer: RecordVerificationSchema, errors: [404],
    description: 'Re-checks the signature, that the stored record is what was signed and, for the latest record of a run, that the stored answers are unchanged; says plainly what is wrong.',
  })
  @ApiParam(CODE)
  verify(@Param('code') code: string): Promise<RecordVerification> {
    return this.records.verify(code);
  }

  @Endpoint.get('signing-keys', { operationId: 'listSigningKeys', summary: 'The public keys records are signed with (JWKS)', answer: SigningKeySetSchema, description: 'Ed25519 (`OKP`), current first; old keys are kept for verification.' })
  signingKeys(): Promise<SigningKeySet> {
    return this.keys.jwks();
  }
}

/** The owner's list of one recipient's records. */
@OwnerController('Records', 'checklist')
export class OwnerRecordsController {
  constructor(
    private readonly records: RecordsService,
    private readonly shares: OwnerShareReader,
  ) {}

  @Endpoint.get(':id/shares/:shareId/records', { operationId: 'listShareRecords', summary: 'The completion records of a recipient', answer: CompletionRecordListSchema, errors: [404], description: 'Oldest first; a newer record supersedes the older ones.' })
  async list(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath): Promise<CompletionRecordList> {
    await this.shares.read(owner.id, share.checklistId, share.shareId);
    return { records: await this.records.list(share.shareId) };
  }
}

/** The recipient's own records, through their link. */
@ApiTags('Guest')
@Controller('guest/shared')
export class GuestRecordsController {
  constructor(
    private readonly records: RecordsService,
    private readonly access: ShareAccessService,
  ) {}

  @Endpoint.get(':accessToken/records', { operationId: 'listGuestRecords', summary: 'Your completion records', answer: CompletionRecordListSchema, errors: [404, 410], description: 'Oldest first; a newer record supersedes the older ones.' })
  @ApiParam({ name: 'accessToken', description: 'The recipient\'s personal link token (from the mailed link): the only credential a guest needs.' })
  async list(@Param('accessToken') accessToken: string): Promise<CompletionRecordList> {
    const found = await this.access.requireActive(accessToken);
    return { records: await this.records.list(found.shareId) };
  }
}
