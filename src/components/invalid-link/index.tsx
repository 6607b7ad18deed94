import { useEffect } from 'react';
import { MSG } from '@common/messages';
import { StateBlock } from '../state-block';
import { useT } from '@/lib/i18n';
import { invalidOperation } from '@/lib/navigation';

/**
 * A page opened with a missing or malformed id (a broken link): the spec's 'operation error' toast and the
 * way home after 1.5 s, instead of a blank or endless page.
 */
export function InvalidLink() {
  const t = useT();
  useEffect(invalidOperation, []);
  return <StateBlock title={t(MSG.errors.operation)} testId="invalid-link" />;
}

/** A positive integer id from a route parameter, else undefined. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
