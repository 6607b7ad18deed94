import type * as remedies from './refusal-remedy';

/** The remedies, loaded when a refusal first needs one: they stay out of the first page's JavaScript. */
export function loadRemedies(): Promise<typeof remedies> {
  return import('./refusal-remedy');
}
