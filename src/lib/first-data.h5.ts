/**
 * H5: the answers the server put into the page (common/first-data.ts), each used once, by the first call
 * that asks for it without a token, within FIRST_DATA_MAX_AGE_MS of the page loading.
 */
import { FIRST_DATA_ELEMENT_ID, FIRST_DATA_MAX_AGE_MS, FIRST_SCREEN_ELEMENT_ID } from '@common/first-data';

let answers: Record<string, unknown> | undefined;

function read(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = JSON.parse(element.textContent) as Record<string, unknown>;
    } catch {
      // A broken block only costs the round trip it would have saved.
    }
  }
  return answers;
}

export function takeFirstData(key: string): unknown {
  if (typeof performance !== 'undefined' && performance.now() > FIRST_DATA_MAX_AGE_MS) return undefined;
  const all = read();
  const answer = all[key];
  delete all[key];
  return answer;
}

/**
 * Takes away the first screen the server painted (server/src/plugins/first-screen.ts) once the app has
 * drawn its own, after the frame that shows it, so nothing blinks in between.
 */
export function dropFirstScreen(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return;
  requestAnimationFrame(() => requestAnimationFrame(() => element.remove()));
}
