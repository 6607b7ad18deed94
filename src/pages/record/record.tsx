import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { JobRecords } from '@/features/applications/components/job-records';

/** Job-search records: ?type=1 interviews, ?type=2 offers and contracts. */
export default function RecordPage() {
  const ready = useRequireLogin();
  const { params } = useRouter();
  return <PageShell route="pages/record/record">{ready ? <JobRecords initialType={params.type} /> : null}</PageShell>;
}
