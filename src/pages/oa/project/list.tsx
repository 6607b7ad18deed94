import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Projects: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/oa/project/list">
      <PagePending />
    </PageShell>
  );
}
