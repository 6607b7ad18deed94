import * as prompt from './consent-prompt';

/** The consent question (weapp: in the main package, as every module is). H5 loads it when first needed. */
export function loadConsentPrompt(): Promise<typeof prompt> {
  return Promise.resolve(prompt);
}
