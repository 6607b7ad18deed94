/** The error envelope for every kind of failure, on a bare app with the errors plugin. */
import { MSG, t } from '@common/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done, ok, okSchema, page } from '../src/http/envelope';
import { pageQuery } from '@common/validation';
import { AppError, HttpError } from '../src/http/errors';
import { errorsPlugin } from '../src/plugins/errors';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const data = okSchema(z.object({ n: z.number() }));
  typed.get('/boom', { schema: { response: { 200: data } } }, async () => {
    throw new Error('secret internals: password=hunter2');
  });
  typed.get('/forbidden', { schema: { response: { 200: data } } }, async () => {
    throw new AppError(403, MSG.errors.forbidden);
  });
  typed.get('/refused', { schema: { response: { 200: data } } }, async () => {
    throw new AppError(502, MSG.validation.tooLong, { max: 20 });
  });
  typed.get('/limited', { schema: { response: { 200: data } } }, async () => {
    throw new HttpError(429);
  });
  typed.get(
    '/wrong-shape',
    { schema: { response: { 200: data } } },
    async () => ({ code: 200, msg: 'ok', data: { n: 'x' } }) as never,
  );
  typed.post(
    '/echo',
    { schema: { body: z.object({ text: z.string() }), response: { 200: okSchema(z.string()) } } },
    async (request) => ok(request.body.text),
  );
  typed.get(
    '/list',
    {
      schema: {
        querystring: pageQuery,
        response: { 200: okSchema(z.object({ pageNum: z.number(), pageSize: z.number() })) },
      },
    },
    async (request) => ok(request.query),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const zh = (key: string, params?: Record<string, string | number>) => t('zh-Hans', key, params);

describe('error envelope', () => {
  it('answers an unexpected error as body code 500 without internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: zh(MSG.errors.server), key: MSG.errors.server });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers AppError with its body code and translated message, bypassing the success schema', async () => {
    expect((await app.inject({ method: 'GET', url: '/forbidden' })).json()).toEqual({
      code: 403,
      msg: zh(MSG.errors.forbidden),
      key: MSG.errors.forbidden,
    });
    expect((await app.inject({ method: 'GET', url: '/refused' })).json()).toEqual({
      code: 502,
      msg: zh(MSG.validation.tooLong, { max: 20 }),
      key: MSG.validation.tooLong,
    });
  });

  it('keeps transport statuses as HTTP statuses', async () => {
    const limited = await app.inject({ method: 'GET', url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 429,
      msg: zh(MSG.errors.tooManyRequests),
      key: MSG.errors.tooManyRequests,
    });

    const tooLarge = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'x'.repeat(2000) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 413, key: MSG.errors.fileTooLarge });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 415, key: MSG.errors.unsupportedFileType });
  });

  it('refuses malformed JSON and invalid bodies with 502', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toEqual({ code: 502, msg: zh(MSG.validation.invalid), key: MSG.validation.invalid });
    const invalid = await app.inject({ method: 'POST', url: '/echo', payload: {} });
    expect(invalid.json()).toEqual({ code: 502, msg: zh(MSG.validation.required), key: MSG.validation.required });
  });

  it('answers a response that breaks its schema as 500 (a bug, logged)', async () => {
    expect((await app.inject({ method: 'GET', url: '/wrong-shape' })).json()).toEqual({
      code: 500,
      msg: zh(MSG.errors.server),
      key: MSG.errors.server,
    });
  });
});

describe('envelope helpers', () => {
  it('build the RuoYi bodies', () => {
    expect(ok({ a: 1 })).toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
    expect(page([1, 2], 7)).toEqual({ code: 200, msg: 'ok', rows: [1, 2], total: 7 });
    expect(done('已保存')).toEqual({ code: 200, msg: '已保存' });
  });
});

describe('paging', () => {
  it('defaults to page 1 of 10 and caps pageSize at 50', async () => {
    expect((await app.inject({ method: 'GET', url: '/list' })).json().data).toEqual({ pageNum: 1, pageSize: 10 });
    expect((await app.inject({ method: 'GET', url: '/list?pageNum=3&pageSize=500' })).json().data).toEqual({
      pageNum: 3,
      pageSize: 50,
    });
  });

  it('refuses a page number below 1 or too deep', async () => {
    expect((await app.inject({ method: 'GET', url: '/list?pageNum=0' })).json()).toEqual({
      code: 502,
      msg: zh(MSG.validation.numberMin, { min: 1 }),
      key: MSG.validation.numberMin,
    });
    expect((await app.inject({ method: 'GET', url: '/list?pageNum=99999' })).json().code).toBe(502);
    expect((await app.inject({ method: 'GET', url: '/list?pageSize=abc' })).json().code).toBe(502);
  });
});
