import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { Candidates } from '@/features/applications/components/candidates';

/** Candidates, by position (?id=<positionId>, as push type 1 opens it) and status. */
export default function ApplicantPage() {
  const ready = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/applicant/applicant">{ready ? <Candidates positionId={params.id} /> : null}</PageShell>
  );
}
