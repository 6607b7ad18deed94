import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Online resume: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/resume/index">
      <PagePending />
    </PageShell>
  );
}
