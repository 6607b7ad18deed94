import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ReviewQueue } from '@/features/review/components/review-queue';
import { JoinRequests } from '@/features/onboarding/components/join-requests';

/** Operators' review of positions and companies (beyond the spec's route table; docs/decisions.md). */
export default function ReviewPage() {
  const ready = useRequireLogin();
  return (
    <PageShell route="pages/review/index">
      {ready ? <ReviewQueue joinRequests={<JoinRequests forOperators />} /> : null}
    </PageShell>
  );
}
