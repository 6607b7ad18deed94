import { useRouter } from '@tarojs/taro';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ContractTemplate } from '@/features/contracts/components/contract-text-view';

/** The contract's text with its fields filled in (exactly the PDF's text). */
export default function Page() {
  const isLogin = useRequireLogin();
  const id = idParam(useRouter().params.id);
  return (
    <PageShell route="pages/contractAward/template">
      {!isLogin ? null : id ? <ContractTemplate id={id} /> : <InvalidLink />}
    </PageShell>
  );
}
