import { PageShell } from '@/components/page-shell';
import { HelpCenter } from '@/features/content/components/content-views';

export default function Page() {
  return (
    <PageShell route="pages/help/index">
      <HelpCenter />
    </PageShell>
  );
}
