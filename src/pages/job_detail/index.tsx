import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import { JobDetail } from '@/features/positions/components/job-detail';
import { StartChatButton } from '@/features/chat/components/start-chat';

export default function Page() {
  const t = useT();
  const { params } = useRouter();
  return (
    <PageShell route="pages/job_detail/index">
      {params.id ? (
        <JobDetail
          id={params.id}
          chat={(position) => <StartChatButton positionId={position.id} className="job__chat" />}
        />
      ) : (
        <StateBlock title={t('common.empty')} testId="page-empty" />
      )}
    </PageShell>
  );
}
