import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { AssistantChat } from '@/features/assistant/components/assistant-chat';

/** The private assistant: job goals in plain Chinese, answered from the product's own data. */
export default function Page() {
  const isLogin = useRequireLogin();
  return <PageShell route="pages/aiChat/index">{isLogin ? <AssistantChat /> : null}</PageShell>;
}
