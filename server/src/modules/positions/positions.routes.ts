/**
 * Position calls: the public list and detail (no login), the recruiter's own positions (identity
 * recruiter) and saved positions (any logged-in user). Operator review lives in modules/review. Also runs
 * the sweep that closes positions after their recruitment end date.
 */
import { idPath, pageQuery } from '@common/validation';
import { MSG, t, type MessageKey } from '@common/messages';
import { myPositionsQueryShape, positionSchema, positionSearchShape } from '@common/positions';
import { refineSalaryRange } from '@common/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema, page, pageSchema } from '../../http/envelope';
import { pageWindow } from '../../http/paging';

import { currentUser } from '../../http/caller';
import {
  myPositionSchema,
  positionDetailSchema,
  positionStateSchema,
  positionSummarySchema,
  savedPositionSchema,
} from '@common/positions';
import type { PositionAction } from './positions.service';

const recruiter = { auth: { identity: 'recruiter' } } as const;
const loggedIn = { auth: true } as const;

const ACTIONS: Array<{ action: Exclude<PositionAction, 'delete'>; message: MessageKey; summary: string }> = [
  { action: 'pause', message: MSG.positions.paused, summary: 'approved -> paused' },
  { action: 'resume', message: MSG.positions.resumed, summary: 'paused -> approved (same place in the list)' },
  { action: 'refresh', message: MSG.positions.refreshed, summary: 'approved: moves it to the top; once per China day' },
  { action: 'stop', message: MSG.positions.stopped, summary: 'approved or paused -> closed (stop recruiting)' },
];

export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.positions;

  // ---- Public ------------------------------------------------------------------------------------------

  app.get(
    '/positions',
    {
      config: { publicCache: true },
      schema: {
        tags: ['positions'],
        summary: 'Visible positions, newest first (no login needed)',
        description:
          'Approved positions of approved companies whose recruitment has not ended, newest approval or refresh first. keyword (at most 30 characters) matches the title, the company name and the industry: Chinese characters in order and adjacent, Latin words as a prefix from 3 letters. region matches itself and every region under it; the salary range overlaps; education / experience / jobType are equal. At most the first 1000 rows are served; total counts at most 1000. Without a token the answer may come from the public cache (up to PUBLIC_CACHE_SECONDS old).',
        querystring: pageQuery.extend(positionSearchShape).superRefine(refineSalaryRange('salaryMin', 'salaryMax')),
        response: { 200: pageSchema(positionSummarySchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...filters } = request.query;
      const { rows, total } = await service.list(filters, pageWindow({ pageNum, pageSize }));
      return page(rows, total);
    },
  );

  // ---- The recruiter's own positions -------------------------------------------------------------------

  app.get(
    '/positions/mine',
    {
      config: recruiter,
      schema: {
        tags: ['positions'],
        summary: "The caller's positions (not deleted), newest first",
        description: 'status: under_review | approved | audit_failed | paused | closed; empty = all.',
        querystring: pageQuery.extend(myPositionsQueryShape),
        response: { 200: pageSchema(myPositionSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, status } = request.query;
      const { rows, total } = await service.listOwn(
        currentUser(request).id,
        status || undefined,
        pageWindow({ pageNum, pageSize }),
      );
      return page(rows, total);
    },
  );

  app.post(
    '/positions',
    {
      config: recruiter,
      schema: {
        tags: ['positions'],
        summary: 'Posts a position (under review until an operator approves it)',
        description: 'Needs the company information saved first (it is listed once the company is approved).',
        body: positionSchema,
        response: { 200: okSchema(positionStateSchema) },
      },
    },
    async (request) =>
      ok(await service.create(currentUser(request).id, request.body), t(request.locale, MSG.positions.submitted)),
  );

  // ---- Saved positions (before /positions/:id so the static path wins; fastify prefers it anyway) -------

  app.get(
    '/positions/saved',
    {
      config: loggedIn,
      schema: {
        tags: ['positions'],
        summary: "The caller's saved positions that are still open, newest saved first",
        querystring: pageQuery,
        response: { 200: pageSchema(savedPositionSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.listSaved(currentUser(request).id, pageWindow(request.query));
      return page(rows, total);
    },
  );

  app.get(
    '/positions/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['positions'],
        summary: 'A position: approved for anyone, any own position (but deleted) for its recruiter',
        description:
          'The token is optional: with it, `saved` and the own positions. Without a token the answer may come from the public cache (up to PUBLIC_CACHE_SECONDS old).',
        params: idPath,
        response: { 200: okSchema(positionDetailSchema) },
      },
    },
    async (request) => ok(await service.detail(request.params.id, request.user?.id)),
  );

  app.put(
    '/positions/:id',
    {
      config: recruiter,
      schema: {
        tags: ['positions'],
        summary: 'Edits an own position (every field) and sends it back to review',
        params: idPath,
        body: positionSchema,
        response: { 200: okSchema(positionStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.edit(currentUser(request).id, request.params.id, request.body),
        t(request.locale, MSG.positions.submitted),
      ),
  );

  for (const { action, message, summary } of ACTIONS) {
    app.post(
      `/positions/:id/${action}`,
      {
        config: recruiter,
        schema: {
          tags: ['positions'],
          summary,
          params: idPath,
          response: { 200: okSchema(positionStateSchema) },
        },
      },
      async (request) =>
        ok(await service.act(currentUser(request).id, request.params.id, action), t(request.locale, message)),
    );
  }

  app.delete(
    '/positions/:id',
    {
      config: recruiter,
      schema: {
        tags: ['positions'],
        summary: 'Deletes an own position (kept as deleted, never shown again)',
        params: idPath,
        response: { 200: okSchema(positionStateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.act(currentUser(request).id, request.params.id, 'delete'),
        t(request.locale, MSG.positions.deleted),
      ),
  );

  const savedState = z.object({ id: z.number().int(), saved: z.boolean() });

  app.post(
    '/positions/:id/save',
    {
      config: loggedIn,
      schema: {
        tags: ['positions'],
        summary: 'Saves a visible position (saving twice is fine)',
        params: idPath,
        response: { 200: okSchema(savedState) },
      },
    },
    async (request) =>
      ok(await service.save(currentUser(request).id, request.params.id), t(request.locale, MSG.positions.saved)),
  );

  app.delete(
    '/positions/:id/save',
    {
      config: loggedIn,
      schema: {
        tags: ['positions'],
        summary: 'Removes a saved position (fine when it was not saved)',
        params: idPath,
        response: { 200: okSchema(savedState) },
      },
    },
    async (request) =>
      ok(await service.unsave(currentUser(request).id, request.params.id), t(request.locale, MSG.positions.unsaved)),
  );
};
