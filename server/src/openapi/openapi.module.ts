import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';
import { OpenApiDocumentService } from './openapi-document.service';

/** Serves /api/openapi.json and /api/docs. Wired by the app (it describes every module). */
@Module({ controllers: [OpenApiController], providers: [OpenApiDocumentService] })
export class OpenApiModule {}
