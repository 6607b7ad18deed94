import { useState } from 'react';
import Taro from '@tarojs/taro';
import { PIPELINE_MSG } from '@common/messages.pipeline';
import * as pipeline from '@/api/pipeline';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import '../strings';

/**
 * 撤回投递, the seeker's: asked first (the recruiter stops handling it, an open interview is cancelled), then
 * `POST applications/:id/withdraw`; `onDone` reloads what shows the application.
 */
export function useWithdraw(onDone: () => void) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const withdraw = async (applicationId: number) => {
    if (busy) return;
    const answer = await Taro.showModal({ title: t('apps.withdrawTitle'), content: t('apps.withdrawConfirm') });
    if (!answer.confirm) return;
    setBusy(true);
    try {
      await call(pipeline.withdraw, { id: applicationId });
      void toast({ title: t(PIPELINE_MSG.withdrawn), icon: 'none' });
      onDone();
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, withdraw };
}
