import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, type INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.token';
import { buildAsyncApiDocument } from './asyncapi-document';
import { buildOpenApiDocument } from './openapi-document';

/** The server package's version: the document's `info.version`. */
export const serverVersion = (): string =>
  (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Holds the application the document describes. The document is built from the running app's
 * controllers on the first request (a scan costs ~100 ms; most processes never serve it).
 */
@Injectable()
export class OpenApiDocumentService {
  private app: INestApplication | undefined;
  private document: OpenAPIObject | undefined;
  private asyncApiDocument: object | undefined;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  attach(app: INestApplication): void {
    this.app = app;
  }

  get(): OpenAPIObject {
    if (!this.app) throw new Error('OpenApiDocumentService.attach(app) was not called at start-up');
    return (this.document ??= buildOpenApiDocument(this.app, serverVersion(), this.config.appUrl));
  }

  /** The AsyncAPI 3.0 document of the socket protocol (it shares a share's and the counts' schemas with this one). */
  asyncApi(): object {
    return (this.asyncApiDocument ??= buildAsyncApiDocument(this.get(), serverVersion(), this.config.appUrl));
  }
}
