import type * as prompt from './consent-prompt';

/** The consent question, loaded when a newer agreement waits: it stays out of the first page's JavaScript. */
export function loadConsentPrompt(): Promise<typeof prompt> {
  return import('./consent-prompt');
}
