/**
 * Asking the assistant (server/src/modules/assistant): the answer streams as NDJSON events
 * (common/assistant.ts); a refusal before the stream (the daily limit) arrives as the usual envelope line.
 */
import type { AssistantEvent } from '@common/assistant';
import { MSG } from '@common/messages';
import * as assistant from '@/api/assistant';
import { currentLocale, t } from '@/lib/i18n';
import { RequestError } from '@/lib/request';
import { readToken } from '@/lib/session';
import { streamPost, type StreamHandle } from './stream';

/** Asks; each event (or a refusal, as an `error` event) goes to `onEvent` as it arrives. */
export function askAssistant(
  text: string,
  sessionId: number | undefined,
  onEvent: (event: AssistantEvent) => void,
): StreamHandle {
  const token = readToken();
  if (!token) throw new RequestError(t(MSG.errors.notLoggedIn), 'auth');
  return streamPost(
    assistant.ask,
    { text, sessionId },
    { Authorization: `Bearer ${token}`, 'Accept-Language': currentLocale() },
    (line) => {
      const parsed = JSON.parse(line) as AssistantEvent | { code: number; msg: string };
      if ('type' in parsed) onEvent(parsed);
      else onEvent({ type: 'error', msg: parsed.msg });
    },
  );
}
