import { Injectable, PipeTransform } from '@nestjs/common';
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
