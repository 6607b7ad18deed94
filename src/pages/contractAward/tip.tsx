import { useRouter } from '@tarojs/taro';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ContractHub } from '@/features/contracts/components/contract-hub';

/** A contract's page: what happened, what to do next, its files and trail (notifications open here). */
export default function Page() {
  const isLogin = useRequireLogin();
  const id = idParam(useRouter().params.id);
  return (
    <PageShell route="pages/contractAward/tip">
      {!isLogin ? null : id ? <ContractHub id={id} /> : <InvalidLink />}
    </PageShell>
  );
}
