import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { SigningFlow } from '@/features/contracts/components/signing-flow';

/** Party B signs: in the app (built-in provider) or on the licensed provider's page. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/contractAward/aiQianWeb">
      {isLogin ? <SigningFlow id={Number(params.id)} /> : null}
    </PageShell>
  );
}
