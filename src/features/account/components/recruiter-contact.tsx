import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { RECRUITER_NAME_MAX, RECRUITER_TITLE_MAX, recruiterContactSchema } from '@common/account';
import * as account from '@/api/account';
import { SubmitButton, TextField } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import '../strings';

/**
 * What seekers see of a recruiter and what a recruiter shares when a chat exchange is accepted (账号设置):
 * the name and title shown on jobs and the company page (王女士 · HR经理), and the WeChat ID (a seeker's is
 * on the resume, a recruiter has none) with the phone to share (empty: the login phone).
 */
export function RecruiterContact() {
  const t = useT();
  const form = useForm(recruiterContactSchema, { wechat: '', phone: '', displayName: '', title: '' });
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    void call(account.contact)
      .then((contact) => {
        form.set('wechat', contact.wechat);
        form.set('phone', contact.phone);
        form.set('displayName', contact.displayName);
        form.set('title', contact.title);
      })
      .catch(() => undefined)
      .finally(() => setLoaded(true));
  }, []);

  return (
    <View className="account-settings__card account-settings__contact" data-testid="recruiter-contact">
      <Text className="account-settings__title">{t('account.contactTitle')}</Text>
      <Text className="account-settings__hint">{t('account.profileHint')}</Text>
      <TextField
        name="displayName"
        label={t('account.displayName')}
        value={form.values.displayName ?? ''}
        placeholder={t('account.displayNamePlaceholder')}
        maxlength={RECRUITER_NAME_MAX + 1}
        error={form.errors.displayName}
        onChange={(v) => form.set('displayName', v)}
      />
      <TextField
        name="jobTitle"
        label={t('account.jobTitle')}
        value={form.values.title ?? ''}
        placeholder={t('account.jobTitlePlaceholder')}
        maxlength={RECRUITER_TITLE_MAX + 1}
        error={form.errors.title}
        onChange={(v) => form.set('title', v)}
      />
      <Text className="account-settings__hint">{t('account.contactHint')}</Text>
      <TextField
        name="wechat"
        label={t('account.wechat')}
        value={form.values.wechat}
        placeholder={t('account.wechatPlaceholder')}
        maxlength={20}
        error={form.errors.wechat}
        onChange={(v) => form.set('wechat', v)}
      />
      <TextField
        name="contactPhone"
        label={t('account.contactPhone')}
        value={form.values.phone}
        type="number"
        placeholder={t('account.contactPhonePlaceholder')}
        maxlength={11}
        error={form.errors.phone}
        onChange={(v) => form.set('phone', v)}
      />
      <SubmitButton
        text={t('account.saveContact')}
        loading={form.submitting}
        disabled={!loaded}
        testId="save-contact"
        onClick={() =>
          void form.submit(async (body) => {
            const saved = await call(account.saveContact, body);
            form.set('wechat', saved.wechat);
            form.set('phone', saved.phone);
            form.set('displayName', saved.displayName);
            form.set('title', saved.title);
            void toast({ title: t('account.saved'), icon: 'success' });
          })
        }
      />
    </View>
  );
}
