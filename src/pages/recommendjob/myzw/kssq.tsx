import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Applied positions: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/recommendjob/myzw/kssq">
      <PagePending />
    </PageShell>
  );
}
