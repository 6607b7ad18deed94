import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Job details: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/job_detail/index">
      <PagePending />
    </PageShell>
  );
}
