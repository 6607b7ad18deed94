import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { useSession } from '@/lib/session';
import { ContractEditor } from '@/features/contracts/components/contract-editor';

/** The contract form: `?applicationId=` a new one for an offer, `?id=` a draft (recruiter) or Party B's part. */
export default function Page() {
  const isLogin = useRequireLogin();
  const identity = useSession((s) => s.userInfo?.identity);
  const { params } = useRouter();
  const id = Number(params.id) || undefined;
  const applicationId = Number(params.applicationId) || undefined;
  return (
    <PageShell route="pages/contractAward/form">
      {isLogin ? (
        <ContractEditor side={identity === 'recruiter' ? 'partyA' : 'partyB'} id={id} applicationId={applicationId} />
      ) : null}
    </PageShell>
  );
}
