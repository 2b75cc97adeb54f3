import { Controller, Res } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse, ApiSchema, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { DatabaseHealth } from '../../database/database-health';

@ApiSchema({ name: 'Health' })
class HealthSchema {
  @ApiProperty({ enum: ['ok', 'error'] }) status!: string;
  @ApiProperty({ enum: ['ok', 'unreachable'] }) db!: string;
  @ApiPropertyOptional({ example: 'Database unreachable' }) message?: string;
}

@ApiTags('Public')
@Controller('health')
export class HealthController {
  constructor(private readonly db: DatabaseHealth) {}

  @Endpoint.get('', {
    operationId: 'getHealth', summary: 'Readiness: 200 once migrations have run, 503 while the database is unreachable', description: 'For load balancers and orchestrators: no credential, never cached; the body says whether the database answers.', answer: HealthSchema,
  })
  @ApiResponse({ status: 503, type: HealthSchema, description: 'The database is unreachable.' })
  async health(@Res() reply: FastifyReply): Promise<void> {
    const up = await this.db.isUp();
    reply
      .status(up ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(up ? { status: 'ok', db: 'ok' } : { status: 'error', db: 'unreachable', message: 'Database unreachable' });
  }
}
