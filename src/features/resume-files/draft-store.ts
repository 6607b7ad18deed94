/**
 * A proposal handed from the 从文件填写简历 review to a resume form (修改): the review puts the values, the
 * form page opened with `?draft=1` takes them once. In memory only (a page reload forgets it, and the form then
 * opens as usual).
 */
export type DraftSection = 'basic' | 'education' | 'experience' | 'project' | 'skills';

let stored: { section: DraftSection; values: Record<string, unknown> } | undefined;

export function putDraft(section: DraftSection, values: Record<string, unknown>): void {
  stored = { section, values: { ...values } };
}

/** The values put for this section, once: later calls answer undefined. */
export function takeDraft(section: DraftSection): Record<string, unknown> | undefined {
  if (!stored || stored.section !== section) return undefined;
  const { values } = stored;
  stored = undefined;
  return values;
}

/** What is stored, without taking it (tests, the review). */
export function peekDraft(): { section: DraftSection; values: Record<string, unknown> } | undefined {
  return stored;
}
