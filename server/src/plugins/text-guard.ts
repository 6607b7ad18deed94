/**
 * One rule for text on both databases: a body, query or path holding NUL or a lone UTF-16 surrogate is
 * refused with a message (body code 502) before validation, and nothing is stored. (PostgreSQL answered NUL
 * with a 500 and SQLite stored it; lone surrogates came back changed differently by each.)
 */
import { MSG } from '@common/messages';
import { containsUnstorableText } from '@common/validation';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../http/errors';

export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (
        containsUnstorableText(request.params) ||
        containsUnstorableText(request.query) ||
        containsUnstorableText(request.body)
      ) {
        throw refuse(MSG.validation.characters);
      }
    });
  },
  { name: 'text-guard' },
);
