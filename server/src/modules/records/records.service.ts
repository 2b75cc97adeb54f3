import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { RECORD_MESSAGES as M, type CompletionRecordResponse, type CompletionRecordSummary, type ExportedRecord, type RecordVerification } from '@ticklist/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { isTokenShaped, randomToken, type SecretBox, sha256Hex } from '../../common/crypto';
import { notFound } from '../../common/domain-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { CHECKLIST_CLOSED, type ChecklistClosedEvent } from '../checklists/checklist-closed.event';
import { Inject } from '@nestjs/common';
import { CompletionRecordsRepository, type RecordSourceRow, type StoredRecordRow } from './completion-records.repository';
import { canonicalJson, parseCompact, sha256Of, signatureHolds, signCompact } from './jws';
import { MailQueueService } from '../mail/mail-queue.service';
import { RECORD_MAIL_KIND, recordCodeBox } from './record-mail.service';
import { renderRecordPdf } from './record-pdf';
import { SigningKeysService } from './signing-keys.service';

/** The answers part of a record: what verification compares with the stored answers. */
const answersOf = (source: RecordSourceRow) =>
  source.items.map((i) => ({ id: i.id, text: i.text, complete: i.complete, answer: i.answer ?? null, answeredAt: i.answeredAt }));

/** SHA-256 of the checklist's items in canonical form: which version of the checklist was done. */
const fingerprintOf = (source: RecordSourceRow) =>
  sha256Of(canonicalJson(source.items.map((i) => ({ id: i.id, text: i.text, description: i.description, kind: i.kind, required: i.required, settings: i.settings ?? {} }))));

/**
 * Completion records (issue 48): issued when the owner accepts a run (or, with `records: true` and
 * no review, when the checklist of a complete run closes), signed as a compact JWS with
 * the deployment's current key, and verified on demand by anyone holding the code: the signature,
 * the stored record against what was signed, and (for the latest record) the stored answers.
 */
@Injectable()
export class RecordsService {
  private readonly codes: SecretBox;

  private readonly logger = new Logger('Records');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly records: CompletionRecordsRepository,
    private readonly keys: SigningKeysService,
    private readonly mails: MailQueueService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.codes = recordCodeBox(config);
  }

  /** Issues the share's record in the accepting transaction `m`. */
  async issue(shareId: string, acceptedAt: Date, m: EntityManager): Promise<void> {
    await this.issueWith(shareId, { acceptedAt: acceptedAt.toISOString(), closedAt: null }, m);
  }

  /**
   * After a checklist closed (committed): with `records: true` and no review, every complete share
   * without a current record gets one, in one transaction (a second call finds none left to issue).
   */
  @OnEvent(CHECKLIST_CLOSED, { async: true })
  async onChecklistClosed(event: ChecklistClosedEvent): Promise<void> {
    try {
      await this.dataSource.transaction(async (m) => {
        for (const shareId of await this.records.completeWithoutRecord(event.checklistId, m)) await this.issueWith(shareId, { acceptedAt: null, closedAt: event.closedAt }, m);
      });
      this.mails.sendDueNow();
    } catch (error) {
      this.logger.error(`Could not issue the records of checklist ${event.checklistId}: ${(error as Error).message}`);
    }
  }

  /** `acceptedAt`: the owner's accept (review); `closedAt`: the close that ended a complete run (records without review). */
  private async issueWith(shareId: string, moments: { acceptedAt: string | null; closedAt: string | null }, m: EntityManager): Promise<void> {
    const source = await this.records.source(shareId, m);
    if (!source) return;
    const salt = randomToken(16);
    const id = randomUUID();
    const issuedAt = this.clock.now().toISOString();
    const record = {
      id,
      kind: 'A record of completion',
      issuedAt,
      checklist: { id: source.checklist_id, title: source.title, fingerprint: fingerprintOf(source) },
      recipient: { email: source.recipient_email, emailHash: sha256Hex(`${salt}:${source.recipient_email}`) },
      owner: { name: source.owner_name, email: source.owner_email },
      salt,
      items: answersOf(source),
      evidence: source.evidence,
      messages: source.messages,
      acceptedAt: moments.acceptedAt,
      ...(moments.closedAt ? { closedAt: moments.closedAt } : {}),
    };
    const key = await this.keys.current(m);
    const code = randomToken(24); // 192 random bits
    await this.records.insert(id, shareId, sha256Hex(code), this.codes.seal(code), record, signCompact(record, key.privateKey, key.kid), key.kid, issuedAt, m);
    // The recipient's mail with the verification link and the PDF, queued in the issuing transaction.
    await this.mails.enqueueDue(m, RECORD_MAIL_KIND, [{ recordId: id }]);
  }

  /** The records of one share, oldest first. */
  async list(shareId: string): Promise<CompletionRecordSummary[]> {
    return (await this.records.ofShare(shareId)).map((row) => {
      const code = this.codes.open(row.code_sealed);
      return { id: row.id, code, issuedAt: row.issued_at, supersededBy: row.superseded_by, pdfUrl: `${this.config.appUrl}/api/records/${code}/pdf` };
    });
  }

  /** The record's PDF, for anyone holding the code: with the page that verifies it. */
  async pdf(code: string): Promise<Uint8Array> {
    const row = await this.find(code);
    return renderRecordPdf(row.record, `${this.config.appUrl}/verify/${code}`, row.superseded_by !== null);
  }

  /** The records of these shares for the account export, oldest first per share (issue 48). */
  async forExport(shareIds: string[]): Promise<(shareId: string) => ExportedRecord[]> {
    const byShare = new Map<string, ExportedRecord[]>();
    for (const row of await this.records.ofShares(shareIds)) {
      const list = byShare.get(row.share_id) ?? [];
      list.push({ id: row.id, code: this.codes.open(row.code_sealed), issuedAt: row.issued_at, supersededBy: row.superseded_by, record: row.record, jws: row.jws });
      byShare.set(row.share_id, list);
    }
    return (shareId) => byShare.get(shareId) ?? [];
  }

  async read(code: string): Promise<CompletionRecordResponse> {
    const row = await this.find(code);
    return { record: row.record, jws: row.jws };
  }

  async verify(code: string): Promise<RecordVerification> {
    const row = await this.find(code);
    const problems: string[] = [];
    const jws = parseCompact(row.jws);
    const key = jws?.kid ? await this.keys.publicKey(jws.kid) : null;
    if (!jws || !key) problems.push(M.unknownKey);
    else if (!signatureHolds(jws, key)) problems.push(M.signatureBroken);
    if (jws && jws.payload !== canonicalJson(row.record)) problems.push(M.storedChanged);
    if (!row.superseded_by) {
      const source = await this.records.source(row.share_id, this.records.manager());
      const items = (row.record as { items?: unknown }).items;
      if (!source || canonicalJson(answersOf(source)) !== canonicalJson(items ?? null)) problems.push(M.answersChanged);
      const evidence = (row.record as { evidence?: unknown }).evidence;
      if (source && canonicalJson(source.evidence) !== canonicalJson(evidence ?? [])) problems.push(M.evidenceChanged);
    }
    return { valid: problems.length === 0, signedBy: jws?.kid ?? null, issuedAt: row.issued_at, superseded: row.superseded_by !== null, redacted: false, problems };
  }

  private async find(code: string): Promise<StoredRecordRow> {
    const row = isTokenShaped(code) ? await this.records.byCodeHash(sha256Hex(code)) : null;
    if (!row) throw notFound(M.notFound);
    return row;
  }
}
