import { Allow } from 'class-validator';

/** Typed per key by parseRespondInput (value is a boolean for complete, a string for notes). */
export class RespondDto {
  @Allow() item: unknown;
  @Allow() key: unknown;
  @Allow() value: unknown;
}
