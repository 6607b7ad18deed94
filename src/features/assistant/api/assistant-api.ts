/**
 * The assistant's calls (server/src/modules/assistant). An answer streams as NDJSON events
 * (common/assistant.ts); a refusal before the stream (the daily limit) arrives as the usual envelope line.
 */
import type { AssistantEvent, AssistantGoal, AssistantSession } from '@common/assistant';
import { MSG } from '@common/messages';
import { currentLocale, t } from '@/lib/i18n';
import { api, RequestError } from '@/lib/request';
import { readToken } from '@/lib/session';
import { streamPost, type StreamHandle } from './stream';

export const assistantApi = {
  session: (id?: number) => api.get<AssistantSession | null>('assistant/session', { id }),
  saveGoal: (goal: AssistantGoal) => api.post<{ saved: boolean }>('assistant/save-goal', goal),

  /** Asks; each event (or a refusal, as an `error` event) goes to `onEvent` as it arrives. */
  ask(text: string, sessionId: number | undefined, onEvent: (event: AssistantEvent) => void): StreamHandle {
    const token = readToken();
    if (!token) throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
    return streamPost(
      'assistant/ask',
      { text, sessionId },
      { Authorization: `Bearer ${token}`, 'Accept-Language': currentLocale() },
      (line) => {
        const parsed = JSON.parse(line) as AssistantEvent | { code: number; msg: string };
        if ('type' in parsed) onEvent(parsed);
        else onEvent({ type: 'error', msg: parsed.msg });
      },
    );
  },
};
