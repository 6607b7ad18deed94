import * as remedies from './refusal-remedy';

/** The remedies (weapp: in the main package, as every module is). H5 loads them when one is first needed. */
export function loadRemedies(): Promise<typeof remedies> {
  return Promise.resolve(remedies);
}
