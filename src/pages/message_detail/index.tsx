import { useRouter } from '@tarojs/taro';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ConversationView } from '@/features/chat/components/conversation-view';

/** One conversation: ?id=<conversation id>. */
export default function Page() {
  const isLogin = useRequireLogin();
  const id = idParam(useRouter().params.id);
  return (
    <PageShell route="pages/message_detail/index">
      {!isLogin ? null : id ? <ConversationView id={id} /> : <InvalidLink />}
    </PageShell>
  );
}
