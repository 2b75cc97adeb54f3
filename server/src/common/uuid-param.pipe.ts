import { Injectable, PipeTransform } from '@nestjs/common';
import { CHECKLIST_MESSAGES, FOLLOW_UP_MESSAGES } from '@ticklist/contracts';
import { notFound } from './domain-error';
import { isUuid } from './uuid';

/** A malformed id in a path is a 404, like an unknown one (contract: never reveal anything). */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly message = 'Not found') {}
  transform(value: string): string {
    if (!isUuid(value)) throw notFound(this.message);
    return value.toLowerCase();
  }
}

/** The path ids most owner routes carry: an unknown or malformed one answers the resource's own 404. */
export const ChecklistIdParam = new UuidParamPipe(CHECKLIST_MESSAGES.notFound);
export const ShareIdParam = new UuidParamPipe(FOLLOW_UP_MESSAGES.shareNotFound);
