import { Allow } from 'class-validator';

/** `emails` is checked by parseRecipients so each bad address gets its own `emails[i]` error. */
export class ShareDto {
  @Allow() emails: unknown;
}
