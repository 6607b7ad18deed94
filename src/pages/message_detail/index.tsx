import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ConversationView } from '@/features/chat/components/conversation-view';

/** One conversation: ?id=<conversation id>; titled with the other member (聊天 until it is known). */
export default function Page() {
  const isLogin = useRequireLogin();
  const id = idParam(useRouter().params.id);
  const [title, setTitle] = useState<string>();
  return (
    <PageShell route="pages/message_detail/index" title={title}>
      {!isLogin ? null : id ? <ConversationView id={id} onTitle={setTitle} /> : <InvalidLink />}
    </PageShell>
  );
}
