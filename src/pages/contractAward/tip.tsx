import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Signing notice: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/contractAward/tip">
      <PagePending />
    </PageShell>
  );
}
