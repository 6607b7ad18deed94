import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ContractHub } from '@/features/contracts/components/contract-hub';

/** A contract's page: what happened, what to do next, its files and trail (notifications open here). */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/contractAward/tip">{isLogin ? <ContractHub id={Number(params.id)} /> : null}</PageShell>
  );
}
