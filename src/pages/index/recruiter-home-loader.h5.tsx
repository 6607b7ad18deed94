import { lazy, Suspense } from 'react';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';

/**
 * H5 twin of recruiter-home-loader: the recruiter's home (their positions, 推荐牛人, 打招呼 and their strings)
 * is a chunk that only recruiters fetch, so the first page a visitor opens stays within its budget.
 */
const Screen = lazy(() => import(/* webpackChunkName: "recruiter-home" */ './recruiter-home'));

export function RecruiterHomeLoader() {
  const t = useT();
  return (
    <Suspense fallback={<StateBlock title={t('common.loading')} testId="recruiter-home-loading" />}>
      <Screen />
    </Suspense>
  );
}
