import { Allow } from 'class-validator';
import { IsJsonType } from '../../../common/json-type';

/** Typed per key by parseRespondInput (value is a boolean for complete, a string for notes). */
export class RespondDto {
  @IsJsonType('string') item: unknown;
  @IsJsonType('string') key: unknown;
  @Allow() value: unknown;
}
