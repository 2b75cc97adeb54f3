import { Module } from '@nestjs/common';
import { SessionModule } from '../auth/session/session.module';
import { ResultsController } from './results.controller';
import { ResultsCsvService } from './results-csv.service';
import { ResultsRepository } from './results.repository';

/** A checklist's results out of the product: the CSV export (and, on the client, the printable page). */
@Module({
  imports: [SessionModule],
  controllers: [ResultsController],
  providers: [ResultsRepository, ResultsCsvService],
})
export class ResultsModule {}
