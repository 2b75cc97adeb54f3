import { Injectable } from '@nestjs/common';
import type { AnswerFileWithUrl, ItemKind } from '@ticklist/contracts';
import { FileUrlSigner } from './file-url-signer';
import { ItemFilesRepository, toAnswerFile, type ListedFileRow } from './item-files.repository';

/** Kinds whose answers carry files: a checklist without such items needs no look-up. */
export const FILE_KINDS: ReadonlySet<ItemKind> = new Set(['photo', 'file', 'signature']);

/** `share:item` → its files. */
export type FilesByAnswer = Map<string, AnswerFileWithUrl[]>;
export const answerKey = (shareId: string, itemId: string) => `${shareId}:${itemId}`;

/**
 * Answers' files as the views show them, each with a fresh signed URL: only for callers that
 * already checked who asks (the recipient's own link, the checklist's owner).
 */
@Injectable()
export class AnswerFilesService {
  constructor(
    private readonly files: ItemFilesRepository,
    private readonly signer: FileUrlSigner,
  ) {}

  async ofShare(shareId: string, kinds: Iterable<ItemKind>): Promise<FilesByAnswer> {
    return needsFiles(kinds) ? this.group(await this.files.ofShare(shareId)) : new Map();
  }

  async ofChecklist(checklistId: string, kinds: Iterable<ItemKind>): Promise<FilesByAnswer> {
    return needsFiles(kinds) ? this.group(await this.files.ofChecklist(checklistId)) : new Map();
  }

  private group(rows: ListedFileRow[]): FilesByAnswer {
    const byAnswer: FilesByAnswer = new Map();
    for (const row of rows) {
      const key = answerKey(row.share_id, row.item_id);
      const list = byAnswer.get(key) ?? [];
      list.push({ ...toAnswerFile(row), url: this.signer.url(row.id) });
      byAnswer.set(key, list);
    }
    return byAnswer;
  }
}

const needsFiles = (kinds: Iterable<ItemKind>) => [...kinds].some((k) => FILE_KINDS.has(k));
