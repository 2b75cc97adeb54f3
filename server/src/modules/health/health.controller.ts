import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DatabaseHealth } from '../../database/database-health';

@Controller('health')
export class HealthController {
  constructor(private readonly db: DatabaseHealth) {}

  @Get()
  async health(@Res() reply: FastifyReply): Promise<void> {
    const up = await this.db.isUp();
    reply
      .status(up ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(up ? { status: 'ok', db: 'ok' } : { status: 'error', db: 'unreachable', message: 'Database unreachable' });
  }
}
