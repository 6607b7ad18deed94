/**
 * 添加到日历 in the production weapp build at run time, against the real server: the demo seeker's
 * interview card on 求职记录 hands the interview to the phone's calendar through wx.addPhoneCalendar (a
 * mini-program cannot give the phone an .ics file), at the interview's time, with a reminder.
 */
import { CALENDAR_ALARM_MINUTES, CALENDAR_EVENT_MINUTES } from '@common/interview-scheduling';
import { formatChinaTime } from '@common/china-time';
import { weappSuite } from './host/suite';

jest.setTimeout(60_000);

const suite = weappSuite();

test("the seeker's interview card adds the interview to the phone's calendar at its time", async () => {
  const seeker = await suite.login('13800000001');
  const recruiter = await suite.login('13800000002');
  // A position of the demo recruiter's company the demo seeker has not applied to: apply, then be invited.
  const positions = await suite.api(recruiter.token, 'GET', 'positions/mine?pageSize=50');
  let applicationId: number | undefined;
  for (const { id } of positions.rows as Array<{ id: number }>) {
    const applied = await suite.api(seeker.token, 'POST', 'applications', { positionId: id });
    if (applied.code === 200) {
      applicationId = applied.data.id;
      break;
    }
  }
  expect(applicationId).toBeDefined();
  // Three days ahead, on the hour.
  const time = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
  const invited = await suite.api(recruiter.token, 'POST', 'interviews', {
    applicationId,
    method: 'offline',
    time,
    address: '杭州市西湖区文三路90号 5楼',
    link: '',
    contact: '13900001111',
    note: '请带上作品集',
  });
  expect(invited).toMatchObject({ code: 200 });

  const app = await suite.launch({ storage: seeker.storage, launchPath: 'pages/record/record' });
  // The card of this interview (its time on it), and its 添加到日历 button.
  const card = await app.waitFor(
    () => app.findAllByTestId('interview-card').find((ref) => ref.text.includes(formatChinaTime(time))),
    { message: 'the interview card' },
  );
  const next = app.findAllByTestId('interview-card').find((ref) => ref.order > card.order)?.order ?? Infinity;
  const button = app.findAllByTestId('interview-calendar').find((ref) => ref.order > card.order && ref.order < next);
  expect(button).toBeDefined();
  app.tap(button!);
  const entry = await app.waitFor(() => app.records.phoneCalendar[0], { message: 'addPhoneCalendar' });
  expect(entry.startTime).toBe(Date.parse(time) / 1000);
  expect(entry).toMatchObject({
    endTime: Date.parse(time) / 1000 + CALENDAR_EVENT_MINUTES * 60,
    location: '杭州市西湖区文三路90号 5楼',
    alarm: true,
    alarmOffset: CALENDAR_ALARM_MINUTES * 60,
  });
  expect(entry.title).toMatch(/^面试：.+ · .+/);
  expect(entry.description).toContain('13900001111');
  await app.waitFor(() => app.records.toasts.find((toast) => toast.title === '已添加到日历'), {
    message: 'the toast',
  });
  expect(app.lifecycleErrors).toEqual([]);
});
