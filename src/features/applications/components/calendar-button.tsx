import Taro from '@tarojs/taro';
import { Text } from '@tarojs/components';
import type { Interview } from '@common/applications';
import { CALENDAR_ALARM_MINUTES, CALENDAR_EVENT_MINUTES } from '@common/interview-scheduling';
import * as scheduling from '@/api/interview-scheduling';
import { openProtectedFile } from '@/lib/download';
import { useT } from '@/lib/i18n';
import { withPlatformApi } from '@/lib/platform/supported';
import { shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import '../scheduling-strings';

/** What the phone's calendar gets on weapp (`wx.addPhoneCalendar`: times in seconds). */
export function phoneCalendarEvent(interview: Interview) {
  const startTime = Math.floor(Date.parse(interview.time) / 1000);
  const where =
    interview.method === 'offline' ? interview.address : interview.method === 'online' ? interview.link : '';
  const description = [
    interview.method === 'online' && interview.link ? `面试链接：${interview.link}` : '',
    interview.contact ? `联系电话：${interview.contact}` : '',
    interview.note ? `备注：${interview.note}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    title: `面试：${interview.positionTitle} · ${interview.companyName}`,
    startTime,
    endTime: startTime + CALENDAR_EVENT_MINUTES * 60,
    description,
    location: where,
    alarm: true,
    alarmOffset: CALENDAR_ALARM_MINUTES * 60,
  };
}

/**
 * 添加到日历: on weapp the phone's calendar through WeChat (an .ics cannot be handed to the phone there);
 * on H5 the server's .ics file, downloaded with the session.
 */
export function CalendarButton({ interview }: { interview: Interview }) {
  const t = useT();
  const add = async () => {
    try {
      if (process.env.TARO_ENV === 'weapp') {
        const event = phoneCalendarEvent(interview);
        // Callbacks, not Taro's promise: Taro does not promisify addPhoneCalendar on every base library.
        // (Taro types endTime as a string; WeChat takes seconds like startTime.)
        const done = await withPlatformApi(
          'addPhoneCalendar',
          () =>
            new Promise<TaroGeneral.CallbackResult>((success, fail) => {
              Taro.addPhoneCalendar({ ...event, success, fail } as unknown as Taro.addPhoneCalendar.Option);
            }),
        );
        if (done) void toast({ title: t('sched.calendarAdded'), icon: 'success' });
        return;
      }
      await openProtectedFile(scheduling.calendar, { id: interview.id }, `interview-${interview.id}.ics`, 'ics');
    } catch (error) {
      // The user closed WeChat's panel: nothing to say. A refused download was shown by the request layer.
      if ((error as { errMsg?: string })?.errMsg) return;
      void toast({ title: shownRefusal(error).message, icon: 'none' });
    }
  };
  return (
    <Text className="app-action app-action--soft" data-testid="interview-calendar" onClick={() => void add()}>
      {t('sched.calendar')}
    </Text>
  );
}

/**
 * The meeting link of an online interview: H5 opens it in a new tab; a mini-program cannot open outside
 * links, so weapp copies it and says so.
 */
export function MeetingLinkButton({ link }: { link: string }) {
  const t = useT();
  const open = () => {
    if (process.env.TARO_ENV === 'h5') {
      window.open(link, '_blank', 'noopener,noreferrer');
      return;
    }
    void withPlatformApi('setClipboardData', () => Taro.setClipboardData({ data: link })).then((copied) =>
      copied ? toast({ title: t('sched.linkCopied'), icon: 'none' }) : undefined,
    );
  };
  return (
    <Text className="app-action app-action--soft" data-testid="interview-open-link" onClick={open}>
      {t('sched.openLink')}
    </Text>
  );
}
