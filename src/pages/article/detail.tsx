import { useRouter } from '@tarojs/taro';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { ArticleView } from '@/features/content/components/content-views';

export default function Page() {
  const { params } = useRouter();
  return (
    <PageShell route="pages/article/detail">
      {idParam(params.id) ? <ArticleView id={params.id!} /> : <InvalidLink />}
    </PageShell>
  );
}
