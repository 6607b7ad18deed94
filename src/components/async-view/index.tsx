import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { StateBlock } from '../state-block';

/**
 * Loads something once and renders it, with the loading, error (retry) and empty states every page
 * needs. `deps` reload it.
 */
export function AsyncView<T>({
  load,
  deps = [],
  children,
  isEmpty,
  testId,
}: {
  load: () => Promise<T>;
  deps?: unknown[];
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  testId?: string;
}) {
  const t = useT();
  const [state, setState] = useState<{ status: 'loading' | 'ok' | 'error'; data?: T; error?: string }>({
    status: 'loading',
  });
  const run = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (data) => setState({ status: 'ok', data }),
      (error: unknown) => setState({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
  }, deps);
  useEffect(run, [run]);

  if (state.status === 'loading')
    return <StateBlock title={t('common.loading')} testId={testId && `${testId}-loading`} />;
  if (state.status === 'error')
    return (
      <StateBlock
        title={t('common.loadFailed')}
        body={state.error}
        actionText={t('common.retry')}
        onAction={run}
        testId={testId && `${testId}-error`}
      />
    );
  if (isEmpty?.(state.data as T)) return <StateBlock title={t('common.empty')} testId={testId && `${testId}-empty`} />;
  return <>{children(state.data as T)}</>;
}
