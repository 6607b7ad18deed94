import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Policies and agreements: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/users/user_agreement/index">
      <PagePending />
    </PageShell>
  );
}
