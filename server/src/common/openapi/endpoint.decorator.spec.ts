import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiProperty, ApiSchema, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { registerCompression } from '../delivery/compression';
import { Endpoint } from './endpoint.decorator';

@ApiSchema({ name: 'Thing' })
class ThingSchema {
  @ApiProperty() token!: string;
}

/** Large enough to be compressed unless the route says its answer holds a secret. */
const thing = { token: 'tl_secret', notes: 'text the caller chose '.repeat(100) };

@Controller('things')
class ThingsController {
  @Endpoint.get('', { operationId: 'listThings', summary: 'List the things', description: 'Every thing.', answer: ThingSchema, errors: [404] })
  list(): object {
    return thing;
  }

  @Endpoint.post('', {
    operationId: 'createThing', summary: 'Create a thing', answer: ThingSchema, status: 201, secret: true, idempotent: true,
    description: 'The secret is in this answer only.',
  })
  create(): object {
    return thing;
  }

  @Endpoint.post(':id/archive', { operationId: 'archiveThing', summary: 'Archive a thing', description: 'Once.', answer: ThingSchema, errorsHere: { 409: 'Already archived.' } })
  archive(): object {
    return thing;
  }

  @Endpoint.delete(':id', { operationId: 'deleteThing', summary: 'Delete a thing', description: 'For good.', noContent: 'Deleted.', errors: [404] })
  remove(): void {}
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

describe('Endpoint', () => {
  let app: NestFastifyApplication;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ThingsModule, new FastifyAdapter(), { logger: false });
    await registerCompression(app.getHttpAdapter().getInstance());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    app.inject({ method, url, headers: { 'accept-encoding': 'br' } });
  const operation = (path: string, method: 'get' | 'post' | 'delete') => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };

  it('answers with the declared success status', async () => {
    expect((await call('GET', '/things')).statusCode).toBe(200);
    expect((await call('POST', '/things')).statusCode).toBe(201);
    expect((await call('POST', '/things/1/archive')).statusCode).toBe(200);
    expect((await call('DELETE', '/things/1')).statusCode).toBe(204);
  });

  it('never compresses an answer that carries a secret', async () => {
    expect((await call('GET', '/things')).headers['content-encoding']).toBe('br');
    const created = await call('POST', '/things');
    expect(created.headers['content-encoding']).toBeUndefined();
    expect(created.json()).toEqual(thing);
  });

  it('documents the operation, its success answer and its error answers', () => {
    const list = operation('/things', 'get');
    expect(list).toMatchObject({ operationId: 'listThings', summary: 'List the things', description: 'Every thing.' });
    expect(list.responses['200']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } });
    expect(list.responses['404']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });

    const create = operation('/things', 'post');
    expect(create).toMatchObject({ operationId: 'createThing', description: 'The secret is in this answer only.' });
    expect(Object.keys(create.responses)).toEqual(['201']);
    expect(create.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false })]);

    expect(operation('/things/{id}/archive', 'post').responses['409']).toMatchObject({ description: 'Already archived.' });
    expect(operation('/things/{id}', 'delete').responses['204']).toEqual({ description: 'Deleted.' });
  });
});
