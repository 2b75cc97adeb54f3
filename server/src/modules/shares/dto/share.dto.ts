import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { LIMITS, SHARING_MESSAGES } from '@ticklist/contracts';
import { IsJsonType } from '../../../common/json-type';

/** A list of text; parseRecipients checks each address so each bad one gets its own `emails[i]` error. */
@ApiSchema({ name: 'ShareRequest' })
export class ShareDto {
  @ApiProperty({
    type: [String],
    maxItems: LIMITS.shareRecipientsMax,
    description:
      'Recipients\' e-mail addresses. Each is reduced to its bare address: surrounding `;` `,` and spaces, angle brackets, a `mailto:` prefix and a ' +
      'display name (`"Last, First" <a@b.example>`) are dropped, and an internationalised domain is stored in Unicode form (its punycode form is the same recipient). ' +
      'Anything else that is not one address is 422 keyed `emails[i]`. Sharing again with an address reuses its link.',
    example: ['sam@example.com', '"Okafor, Ngozi" <ngozi.okafor@example.com>'],
  })
  @IsJsonType('string[]', { message: SHARING_MESSAGES.emailsMustBeList })
  emails: unknown;

  @ApiPropertyOptional({
    type: Boolean,
    default: true,
    description: 'false: make the shares without mailing anyone (share by link); each link is then read from `GET /api/checklist/{id}/shares/{shareId}/link`.',
  })
  @IsJsonType('boolean')
  notify?: unknown;
}
