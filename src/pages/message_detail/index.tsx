import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ConversationView } from '@/features/chat/components/conversation-view';
import { ReportSheet, type ReportTargetRef } from '@/features/reports/components/report-sheet';

/**
 * One conversation: ?id=<conversation id>; titled with the other member (聊天 until it is known). Its 举报
 * opens the reports feature's sheet on the other member's latest message.
 */
export default function Page() {
  const isLogin = useRequireLogin();
  const id = idParam(useRouter().params.id);
  const [title, setTitle] = useState<string>();
  const [reporting, setReporting] = useState<ReportTargetRef>();
  return (
    <PageShell route="pages/message_detail/index" title={title}>
      {!isLogin ? null : id ? (
        <ConversationView
          id={id}
          onTitle={setTitle}
          onReport={(messageId) => setReporting({ type: 'conversation', id, messageId })}
        />
      ) : (
        <InvalidLink />
      )}
      {reporting ? <ReportSheet target={reporting} onClose={() => setReporting(undefined)} /> : null}
    </PageShell>
  );
}
