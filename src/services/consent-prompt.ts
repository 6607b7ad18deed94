/**
 * The question when the agreements changed (services/consents.ts decides when): 同意 records the versions
 * in force (`POST user/consents`); 查看 opens the agreement that changed, and the question comes again at
 * the next start until it is accepted.
 */
import Taro from '@tarojs/taro';
import type { ConsentStatus } from '@common/auth';
import * as auth from '@/api/auth';
import { call } from '@/lib/call';
import { addStrings, t } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';

addStrings({
  'zh-Hans': {
    'consent.title': '协议更新',
    'consent.content': '我们更新了《用户协议》和《隐私政策》。请阅读后点击“同意”继续使用；点击“查看”阅读全文。',
    'consent.agree': '同意',
    'consent.read': '查看',
    'consent.saved': '已同意最新的协议',
  },
  en: {
    'consent.title': 'Agreements updated',
    'consent.content':
      'We updated the User Agreement and the Privacy Policy. Tap Agree to go on; tap Read to read them in full.',
    'consent.agree': 'Agree',
    'consent.read': 'Read',
    'consent.saved': 'You accepted the current agreements',
  },
});

/** The agreement to open first: the privacy policy when it changed, else the user agreement. */
export function changedAgreement(status: ConsentStatus): 'privacy' | 'user' {
  return status.accepted.privacy?.version === status.current.privacy ? 'user' : 'privacy';
}

export async function askConsent(status: ConsentStatus): Promise<void> {
  const answer = await Taro.showModal({
    title: t('consent.title'),
    content: t('consent.content'),
    confirmText: t('consent.agree'),
    cancelText: t('consent.read'),
  });
  if (!answer.confirm) {
    openRoute('pages/help/textByPage', { type: changedAgreement(status) });
    return;
  }
  // The versions shown are those in force: a change in between is refused (auth.termsChanged, shown) and
  // asked again at the next start.
  const accepted = await call(auth.acceptConsents, { versions: status.current }).catch((error: unknown) => {
    shownRefusal(error);
  });
  if (accepted && !accepted.mustAccept) void toast({ title: t('consent.saved'), icon: 'none' });
}
