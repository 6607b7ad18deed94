import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ConversationList } from '@/features/chat/components/conversation-list';

/** The message center: every conversation of the caller. */
export default function Page() {
  const isLogin = useRequireLogin();
  return <PageShell route="pages/message/index">{isLogin ? <ConversationList /> : null}</PageShell>;
}
