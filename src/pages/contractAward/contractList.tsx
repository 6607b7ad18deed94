import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { useSession } from '@/lib/session';
import { ContractList } from '@/features/contracts/components/contract-list';

/** The signing list: a recruiter's company contracts, a seeker's own. */
export default function Page() {
  const isLogin = useRequireLogin();
  const identity = useSession((s) => s.userInfo?.identity);
  return (
    <PageShell route="pages/contractAward/contractList">
      {isLogin ? <ContractList key={identity} side={identity === 'recruiter' ? 'partyA' : 'partyB'} /> : null}
    </PageShell>
  );
}
