import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Sign up: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/login/register/register">
      <PagePending />
    </PageShell>
  );
}
