import { useRouter } from '@tarojs/taro';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { JobDetail } from '@/features/positions/components/job-detail';
import { StartChatButton } from '@/features/chat/components/start-chat';
import { ReportLink } from '@/features/reports/components/report-sheet';
import './index.scss';

export default function Page() {
  const { params } = useRouter();
  return (
    <PageShell route="pages/job_detail/index">
      {idParam(params.id) ? (
        <>
          <JobDetail
            id={params.id!}
            chat={(position) => <StartChatButton positionId={position.id} className="job__chat" />}
          />
          <ReportLink target={{ type: 'position', id: Number(params.id) }} className="job__report" />
        </>
      ) : (
        <InvalidLink />
      )}
    </PageShell>
  );
}
