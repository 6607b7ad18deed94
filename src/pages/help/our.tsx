import { PageShell } from '@/components/page-shell';
import { AboutUs } from '@/features/content/components/content-views';

export default function Page() {
  return (
    <PageShell route="pages/help/our">
      <AboutUs />
    </PageShell>
  );
}
