import { Body, Param } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { MAIL_BUDGET_PER_DAY, SHARE_JOB_MAX, SHARE_JOB_MESSAGES, type ShareJobResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { ChecklistIdParam, UuidParamPipe } from '../../common/uuid-param.pipe';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ShareJobRequestSchema, ShareJobResponseSchema } from './dto/share-job.schemas';
import { csvLines } from './share-job-list';
import { ShareJobsService } from './share-jobs.service';

const JobIdParam = new UuidParamPipe(SHARE_JOB_MESSAGES.notFound);

/** Big shares (issue 43): a job that answers at once, then `share:job` events and the job's own route. */
@OwnerController('Sharing', 'checklist')
@ApiExtraModels(ShareJobRequestSchema)
export class ShareJobsController {
  constructor(private readonly jobs: ShareJobsService) {}

  @Endpoint.post(':id/share-jobs', {
    operationId: 'startShareJob', summary: `Share a checklist with up to ${SHARE_JOB_MAX} addresses, in the background`,
    answer: ShareJobResponseSchema, status: 202, errors: [403, 404, 422, 429], errorsHere: { 409: 'The checklist is closed.' },
    description:
      `A JSON \`{ emails }\` or a \`text/csv\` file with one address a line (a first line \`email\` is a header). Answered at once with the job; ` +
      'its progress arrives as `share:job` on the checklist\'s owner sockets and from `GET …/share-jobs/{jobId}`. ' +
      'Addresses are never refused as a whole: invalid ones and the owner\'s own are `refused`, repeats and revoked recipients `skipped`. ' +
      `Needs a verified e-mail address (403). Counts as a share call (${RATE_LIMITS.sharePerOwner.limit} per owner per hour), and spends the owner's ` +
      `budget of ${MAIL_BUDGET_PER_DAY} mails a day (shares and nudges alike) by its usable addresses: over it, 429 and nothing is done. ` +
      'The request body is at most 1 MB.',
  })
  @ApiConsumes('application/json', 'text/csv')
  @ApiBody({
    required: true,
    schema: { oneOf: [{ $ref: getSchemaPath(ShareJobRequestSchema) }, { type: 'string', description: 'text/csv: one address a line.' }] },
  })
  async start(@ChecklistOwner() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Body() body: unknown): Promise<ShareJobResponse> {
    const entries = typeof body === 'string' ? csvLines(body) : (body as { emails?: unknown } | undefined)?.emails;
    return { job: await this.jobs.start(owner, id, entries) };
  }

  @Endpoint.get(':id/share-jobs/:jobId', {
    operationId: 'getShareJob', summary: 'A share job as it stands', answer: ShareJobResponseSchema, errors: [404],
    description: 'Its counts so far (`sent`, `skipped`, `refused`, each reason) and, once `done`, its summary. Another owner\'s checklist or job is a 404.',
  })
  async read(@ChecklistOwner() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Param('jobId', JobIdParam) jobId: string): Promise<ShareJobResponse> {
    return { job: await this.jobs.read(owner.id, id, jobId) };
  }
}
