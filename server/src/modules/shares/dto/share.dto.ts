import { SHARING_MESSAGES } from '@ticklist/contracts';
import { IsJsonType } from '../../../common/json-type';

/** A list of text; parseRecipients checks each address so each bad one gets its own `emails[i]` error. */
export class ShareDto {
  @IsJsonType('string[]', { message: SHARING_MESSAGES.emailsMustBeList })
  emails: unknown;
}
