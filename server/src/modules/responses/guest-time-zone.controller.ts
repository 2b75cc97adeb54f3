import { Body, Controller, Param } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { GuestTimeZoneResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { RecipientTimeZoneService } from '../schedules/recipient-time-zone.service';
import { GuestTimeZoneDto, GuestTimeZoneResponseSchema } from './dto/guest-time-zone.schemas';
import { ShareAccessService } from './share-access.service';

/** "Use my time zone" on the guest page (issue 45): the recipient's runs and reminders then follow their wall clock. */
@ApiTags('Guest')
@ApiParam({ name: 'accessToken', description: 'The recipient\'s personal link token (from the mailed link): the only credential a guest needs.' })
@Controller('guest/shared')
export class GuestTimeZoneController {
  constructor(
    private readonly access: ShareAccessService,
    private readonly zones: RecipientTimeZoneService,
  ) {}

  @Endpoint.put(':accessToken/time-zone', {
    operationId: 'setGuestTimeZone', summary: 'Use my time zone: runs and reminders follow your wall clock', answer: GuestTimeZoneResponseSchema, errors: [404, 410, 422],
    description: 'The recipient\'s own IANA zone (the browser\'s); null goes back to the schedule\'s. A recurring checklist\'s next runs start at its local time in that zone. An unknown zone is 422 keyed `timeZone`.',
  })
  async set(@Param('accessToken') accessToken: string, @Body() body: GuestTimeZoneDto): Promise<GuestTimeZoneResponse> {
    const timeZone = this.zones.readOnly(body?.timeZone);
    const share = await this.access.requireActive(accessToken);
    await this.zones.set(share.checklistId, share.shareId, timeZone);
    return { timeZone };
  }
}
