import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import { useRequireLogin } from '@/lib/use-require-login';
import { ConversationView } from '@/features/chat/components/conversation-view';

/** One conversation: ?id=<conversation id>. */
export default function Page() {
  const t = useT();
  const isLogin = useRequireLogin();
  const id = Number(useRouter().params.id);
  return (
    <PageShell route="pages/message_detail/index">
      {!isLogin ? null : Number.isInteger(id) && id > 0 ? (
        <ConversationView id={id} />
      ) : (
        <StateBlock title={t('common.empty')} testId="page-empty" />
      )}
    </PageShell>
  );
}
