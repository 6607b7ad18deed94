import { useEffect } from 'react';
import { View, Text, Switch } from '@tarojs/components';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@common/delivery';
import { channelOffered, type Preferences } from '@common/preferences';
import * as preferences from '@/api/preferences';
import { AsyncView } from '@/components/async-view';
import { SubmitButton } from '@/components/form';
import { SelectField } from '@/components/pickers';
import { call, callWithMessage } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import { askToSubscribe, preloadSubscriptions } from '@/services/subscribe';
import { QUIET_TIMES, usePreferencesForm } from '../use-preferences-form';
import '../strings';
import './notification-settings.scss';

/**
 * 设置 → 通知设置 (common/preferences.ts): per group of notifications the channels besides the app (always
 * on, shown as such): WeChat (on H5 with a note: it arrives through the mini-program) and SMS where it is
 * offered; the quiet hours, in which an SMS waits. Saved as a whole.
 */
export function NotificationSettings() {
  return (
    <View className="notification-settings">
      <AsyncView load={() => call(preferences.get)} testId="preferences">
        {(loaded) => <SettingsForm initial={loaded} />}
      </AsyncView>
    </View>
  );
}

function SettingsForm({ initial }: { initial: Preferences }) {
  const t = useT();
  const form = usePreferencesForm(initial);
  const { channels, quietHours } = form.values;

  // The templates are fetched before the tap: WeChat shows its panel only synchronously within one.
  useEffect(() => {
    void preloadSubscriptions();
  }, []);

  const switchWechat = (group: NotificationGroup, on: boolean) => {
    // Turning WeChat on is worth a subscription: without one WeChat cannot reach the user (weapp only).
    if (on && process.env.TARO_ENV === 'weapp') askToSubscribe('settings');
    form.setChannel(group, 'wechat', on);
  };

  const save = async () => {
    try {
      await form.submit(async (body) => {
        const { data, msg } = await callWithMessage(preferences.save, body);
        void toast({ title: msg, icon: 'success' });
        return data;
      });
    } catch (error) {
      shownRefusal(error);
    }
  };

  const timeOptions = [...new Set([...QUIET_TIMES, quietHours.from, quietHours.to])]
    .sort()
    .map((time) => ({ value: time, label: time }));

  return (
    <>
      <Text className="notification-settings__intro">{t('preferences.intro')}</Text>
      {NOTIFICATION_GROUPS.map((group) => (
        <View key={group} className="notification-settings__card" data-testid={`group-${group}`}>
          <Text className="notification-settings__title">{t(`preferences.group.${group}`)}</Text>
          <View className="notification-settings__row">
            <Text className="notification-settings__label">{t('preferences.channel.app')}</Text>
            <Text className="notification-settings__value">{t('preferences.alwaysOn')}</Text>
          </View>
          <ChannelRow
            id={`${group}-wechat`}
            label={t('preferences.channel.wechat')}
            note={process.env.TARO_ENV === 'weapp' ? undefined : t('preferences.wechatH5Note')}
            checked={channels[group].wechat}
            onChange={(on) => switchWechat(group, on)}
          />
          {channelOffered(group, 'sms') ? (
            <ChannelRow
              id={`${group}-sms`}
              label={t('preferences.channel.sms')}
              checked={channels[group].sms}
              onChange={(on) => form.setChannel(group, 'sms', on)}
            />
          ) : (
            <View className="notification-settings__row">
              <Text className="notification-settings__label">{t('preferences.channel.sms')}</Text>
              <Text className="notification-settings__value">{t('preferences.noSms')}</Text>
            </View>
          )}
        </View>
      ))}
      <View className="notification-settings__card" data-testid="quiet-hours">
        <Text className="notification-settings__title">{t('preferences.quietTitle')}</Text>
        <Text className="notification-settings__note">{t('preferences.quietNote')}</Text>
        <SelectField
          name="quietFrom"
          label={t('preferences.quietFrom')}
          value={quietHours.from}
          options={timeOptions}
          onChange={(time) => form.setQuiet('from', time)}
        />
        <SelectField
          name="quietTo"
          label={t('preferences.quietTo')}
          value={quietHours.to}
          options={timeOptions}
          onChange={(time) => form.setQuiet('to', time)}
        />
      </View>
      <SubmitButton
        text={t('preferences.save')}
        loading={form.saving}
        testId="save-preferences"
        onClick={() => void save()}
      />
    </>
  );
}

function ChannelRow({
  id,
  label,
  note,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  note?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <View className="notification-settings__row">
      <View className="notification-settings__text">
        <Text className="notification-settings__label">{label}</Text>
        {note ? <Text className="notification-settings__note">{note}</Text> : null}
      </View>
      <Switch
        checked={checked}
        color="#147a43"
        nativeProps={{ 'aria-label': label }}
        data-testid={`switch-${id}`}
        onChange={(e) => onChange(e.detail.value)}
      />
    </View>
  );
}
