import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ContractTemplate } from '@/features/contracts/components/contract-text-view';

/** The contract's text with its fields filled in (exactly the PDF's text). */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/contractAward/template">
      {isLogin ? <ContractTemplate id={Number(params.id)} /> : null}
    </PageShell>
  );
}
