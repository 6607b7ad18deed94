import { useRouter } from '@tarojs/taro';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { SigningFlow } from '@/features/contracts/components/signing-flow';

/** Party B signs: in the app (built-in provider) or on the licensed provider's page. */
export default function Page() {
  const isLogin = useRequireLogin();
  const id = idParam(useRouter().params.id);
  return (
    <PageShell route="pages/contractAward/aiQianWeb">
      {!isLogin ? null : id ? <SigningFlow id={id} /> : <InvalidLink />}
    </PageShell>
  );
}
