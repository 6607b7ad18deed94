import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { PipelineBoard } from '@/features/applications/components/pipeline-board';

/** The recruiter's hiring board of one position (?id=<positionId>; the newest position without it). */
export default function BoardPage() {
  const ready = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/applicant/board">
      <IdentityGate need="recruiter">{ready ? <PipelineBoard positionId={params.id} /> : null}</IdentityGate>
    </PageShell>
  );
}
