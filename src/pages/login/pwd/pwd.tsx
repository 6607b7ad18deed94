import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Log in with password: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/login/pwd/pwd">
      <PagePending />
    </PageShell>
  );
}
