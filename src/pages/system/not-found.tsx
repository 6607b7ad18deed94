import Taro, { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import { ROUTES, routeUrl } from '@common/routes';
import '@/components/location-picker/strings';

/** Where an unknown path lands (app.ts onPageNotFound), on both targets: what happened and a way home. */
export default function Page() {
  const t = useT();
  const { params } = useRouter();
  const path = params.path ? decodeURIComponent(params.path) : '';
  return (
    <PageShell route="pages/system/not-found">
      <StateBlock
        title={t('notFound.title')}
        body={path ? t('notFound.body', { path }) : undefined}
        actionText={t('notFound.home')}
        onAction={() => void Taro.reLaunch({ url: routeUrl(ROUTES.home) })}
        testId="not-found"
      />
    </PageShell>
  );
}
