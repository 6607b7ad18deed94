import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import { ArticleView } from '@/features/content/components/content-views';

export default function Page() {
  const t = useT();
  const { params } = useRouter();
  return (
    <PageShell route="pages/article/detail">
      {params.id ? <ArticleView id={params.id} /> : <StateBlock title={t('common.empty')} />}
    </PageShell>
  );
}
