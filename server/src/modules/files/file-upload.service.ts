import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { FILE_LIMITS, FILE_MESSAGES, ITEM_SETTING_LIMITS, SHARING_MESSAGES, type AnswerFile, type AnswerValue } from '@ticklist/contracts';
import { fieldErrors, notFound } from '../../common/domain-error';
import { isTokenShaped, sha256Hex } from '../../common/crypto';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { isUuid } from '../../common/uuid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { AnswerSaveService, type AnswerTarget } from '../answers/answer-save.service';
import { ShareAccessService } from '../responses/share-access.service';
import { acceptedTypes, inspectFile } from './file-inspection';
import { FILE_STORE, type FileStore } from './file-store';
import { ItemFilesRepository, toAnswerFile } from './item-files.repository';
import { readUpload } from './read-upload';

export interface Upload {
  body: Readable;
  name: string;
  contentLength: string | undefined;
}

const maxCountOf = (target: AnswerTarget) =>
  target.kind === 'signature' ? FILE_LIMITS.signatureMaxCount : target.settings?.maxCount ?? (target.kind === 'photo' ? ITEM_SETTING_LIMITS.photoMaxCount : ITEM_SETTING_LIMITS.fileMaxCount);

/**
 * A recipient's file for a photo, file or signature item (issue 46): checked (real type, pixels,
 * count, the share's 200 MB, the owner's quota), stored, and joined to the item's answer at once
 * (a signature's joins when the signer's name is there), all in the answer save's transaction.
 */
@Injectable()
export class FileUploadService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly files: ItemFilesRepository,
    private readonly answers: AnswerSaveService,
    private readonly access: ShareAccessService,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** The link is active (404, 410) and within its upload limit (429): checked before the body is read. */
  async admit(accessToken: string, itemId: string): Promise<{ tokenHash: string; itemId: string }> {
    if (!isTokenShaped(accessToken)) throw notFound(SHARING_MESSAGES.shareNotFound);
    await this.access.requireActive(accessToken);
    const tokenHash = sha256Hex(accessToken);
    await this.rateLimit.consume(RATE_LIMITS.uploadsPerLink, tokenHash);
    if (!isUuid(itemId)) throw fieldErrors({ item: SHARING_MESSAGES.itemNotInChecklist });
    return { tokenHash, itemId: itemId.toLowerCase() };
  }

  /** The link is active (404, 410) for a change that is not an upload (no upload limit). */
  async admitChange(accessToken: string, itemId: string): Promise<{ tokenHash: string; itemId: string }> {
    if (!isTokenShaped(accessToken)) throw notFound(SHARING_MESSAGES.shareNotFound);
    await this.access.requireActive(accessToken);
    if (!isUuid(itemId)) throw fieldErrors({ item: SHARING_MESSAGES.itemNotInChecklist });
    return { tokenHash: sha256Hex(accessToken), itemId: itemId.toLowerCase() };
  }

  /** The bytes of an admitted upload (413 over 20 MB). */
  read(upload: Upload): Promise<Buffer> {
    return readUpload(upload.body, upload.contentLength);
  }

  async save(tokenHash: string, itemId: string, name: string, bytes: Buffer): Promise<AnswerFile> {
    const item = await this.answers.describe(tokenHash, itemId);
    if (!item) throw notFound(SHARING_MESSAGES.shareNotFound);
    const accepted = acceptedTypes(item.kind, item.settings ?? {});
    if (!accepted.length) throw fieldErrors({ file: FILE_MESSAGES.noFiles });
    const inspected = await inspectFile(bytes, accepted);
    const file = { id: randomUUID(), name, type: inspected.type, size: inspected.bytes.length, sha256: inspected.sha256 };
    const outside = this.store.name !== 'database';
    if (outside) await this.store.put(file.id, inspected.bytes);
    try {
      const saved = await this.answers.write(tokenHash, itemId, async (target, m) => {
        const ids = await this.files.idsFor(target.share_id, target.item_id, m);
        const max = maxCountOf(target);
        if (ids.length >= max) throw fieldErrors({ file: FILE_MESSAGES.tooMany(max) });
        const usage = await this.files.usage(target.share_id, m);
        if (usage.share + file.size > FILE_LIMITS.perShareBytes) throw fieldErrors({ file: FILE_MESSAGES.shareFull });
        if (usage.owner + file.size > this.config.storageQuotaBytes) throw fieldErrors({ file: FILE_MESSAGES.quotaFull });
        await this.files.insert({ ...file, shareId: target.share_id, itemId: target.item_id, runId: null, store: this.store.name }, m);
        if (!outside) await this.store.put(file.id, inspected.bytes, m);
        return answerWith(target, ids, file.id);
      });
      if (!saved) throw notFound(SHARING_MESSAGES.shareNotFound);
    } catch (error) {
      if (outside) await this.store.remove([file.id]).catch(() => undefined);
      throw error;
    }
    return toAnswerFile(file);
  }

  /** Removes one of the share's files of the item, and from its answer. False: no such file. */
  async remove(tokenHash: string, itemId: string, fileId: string): Promise<boolean> {
    if (!isUuid(fileId)) return false;
    let removed: { store: string } | null = null;
    const saved = await this.answers.write(tokenHash, itemId, async (target, m) => {
      removed = await this.files.delete(target.share_id, target.item_id, fileId.toLowerCase(), m);
      if (!removed) return undefined;
      return answerWithout(target, await this.files.idsFor(target.share_id, target.item_id, m), await this.answers.current(target.share_id, target.item_id, m));
    });
    if (saved === null) throw notFound(SHARING_MESSAGES.shareNotFound);
    if (!removed) return false;
    if ((removed as { store: string }).store !== 'database') {
      // At once where it can; otherwise the deletion stays listed for the store's sweep.
      await this.store.remove([fileId.toLowerCase()]).then(() => this.files.forgetDeletions([fileId.toLowerCase()])).catch(() => undefined);
    }
    return true;
  }
}

/** The item's answer once a file joined it: photos and files list every upload; a signature takes it once named. */
function answerWith(target: AnswerTarget, before: string[], fileId: string): AnswerValue | undefined {
  if (target.kind !== 'signature') return [...before, fileId];
  return undefined;
}

/** The item's answer once one of its files went (`ids`: those left). */
function answerWithout(target: AnswerTarget, ids: string[], current: AnswerValue): AnswerValue | undefined {
  if (target.kind !== 'signature') return ids.length ? ids : null;
  if (current && typeof current === 'object' && !Array.isArray(current) && current.fileId && !ids.includes(current.fileId)) return { name: current.name };
  return undefined;
}
