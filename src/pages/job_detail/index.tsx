import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import { JobDetail } from '@/features/positions/components/job-detail';

export default function Page() {
  const t = useT();
  const { params } = useRouter();
  return (
    <PageShell route="pages/job_detail/index">
      {params.id ? <JobDetail id={params.id} /> : <StateBlock title={t('common.empty')} testId="page-empty" />}
    </PageShell>
  );
}
