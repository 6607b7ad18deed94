/**
 * The private assistant: a question is understood (./understand.ts) and answered from the same services the
 * pages use, as the asking user with their permissions: by the built-in answers (./answers.ts: retrieval and
 * rules, no language model, since none that runs offline reads Chinese) or, when AI_PROVIDER names one, by an
 * outside model (./model-answer.ts). The answer is written as a stream of events (common/assistant.ts); the
 * session and its messages persist. The only write, saving a goal as a job expectation, is offered, and
 * happens when the user confirms it.
 */
import {
  ASSISTANT_DAILY_LIMIT,
  type AssistantCard,
  type AssistantEvent,
  type AssistantGoal,
  type AssistantMessage,
  type CheckedGoal,
} from '@common/assistant';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import type { ChatModel } from '../../adapters/chat-model';
import type { Clock } from '../../core/clock';
import type { Db } from '../../db/connect';
import { chinaDayStart, toIso } from '../../db/time';
import { refuse } from '../../http/errors';
import { createBuiltInAnswers, type AssistantTools } from './answers';
import { createAssistantRepository } from './assistant.repository';
import { createModelAnswer } from './model-answer';
import { understand } from './understand';

export interface AssistantDeps extends AssistantTools {
  db: Db;
  clock: Clock;
  /** An outside model (AI_PROVIDER=openai); absent: the built-in answers only. */
  model?: ChatModel;
}

export function createAssistantService(deps: AssistantDeps) {
  const { clock } = deps;
  const repository = createAssistantRepository(deps.db);
  const nowIso = () => toIso(clock.now());
  const builtIn = createBuiltInAnswers(deps);
  const modelAnswer = deps.model && createModelAnswer(deps.model, deps, repository, builtIn);

  async function checkLimit(userId: number) {
    const asked = await repository.countQuestionsSince(userId, chinaDayStart(clock.now()));
    if (asked >= ASSISTANT_DAILY_LIMIT) throw refuse(MSG.errors.tooManyRequests);
  }

  async function sessionOf(userId: number, sessionId: number | undefined): Promise<number> {
    const own = sessionId ? await repository.findSession(userId, sessionId) : undefined;
    return own ?? repository.createSession(userId, nowIso());
  }

  return {
    /** Checks the limit and opens the session before the stream starts (a refusal is a normal answer). */
    async prepare(userId: number, sessionId: number | undefined) {
      await checkLimit(userId);
      return sessionOf(userId, sessionId);
    },

    /** Answers a question as a stream of events; the question and the answer are stored. */
    async *ask(
      userId: number,
      identity: 'seeker' | 'recruiter',
      sessionId: number,
      text: string,
      locale: Locale,
    ): AsyncGenerator<AssistantEvent> {
      yield { type: 'session', id: sessionId };
      await repository.insertMessage({
        session_id: sessionId,
        user_id: userId,
        role: 'user',
        text,
        created_at: nowIso(),
      });
      const goal = understand(text, { recruiter: identity === 'recruiter' });
      // Saving a goal stays a built-in, confirmed action whoever answers.
      const result =
        modelAnswer && goal.intent !== 'saveExpectation'
          ? yield* modelAnswer(userId, identity, sessionId, text, locale)
          : yield* builtIn.answer(userId, identity, goal, locale);
      const messageId = await repository.insertMessage({
        session_id: sessionId,
        user_id: userId,
        role: 'assistant',
        text: result.text,
        cards: JSON.stringify(result.cards),
        goal: result.goal ? JSON.stringify(result.goal) : null,
        created_at: nowIso(),
      });
      await repository.touchSession(sessionId, nowIso());
      yield { type: 'done', messageId };
    },

    /** The user's newest session (or one of theirs by id) with its messages. */
    async session(userId: number, sessionId?: number): Promise<{ id: number; messages: AssistantMessage[] } | null> {
      const id = await repository.findSession(userId, sessionId);
      if (id === undefined) return null;
      const rows = await repository.messages(id);
      return {
        id,
        messages: rows.map((row) => ({
          id: row.id,
          role: row.role,
          text: row.text,
          cards: JSON.parse(row.cards) as AssistantCard[],
          goal: row.goal ? (JSON.parse(row.goal) as AssistantGoal) : null,
          createdAt: row.created_at,
        })),
      };
    },

    /** Saves a goal the assistant offered as a job expectation (after the user confirmed it). */
    async saveGoal(userId: number, goal: CheckedGoal) {
      await deps.saveExpectation(userId, goal);
      return { saved: true };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
