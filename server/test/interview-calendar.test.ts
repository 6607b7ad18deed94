/**
 * The interview's calendar file (`GET interviews/{id}/calendar`): read back with ical.js, the event starts at
 * the interview's time, is named after the position and company, is where the interview is (the address, or
 * the meeting link also as URL) and reminds CALENDAR_ALARM_MINUTES before; the seeker and the company read
 * it, a stranger gets the interview's not-found.
 */
import ICAL from 'ical.js';
import { CALENDAR_ALARM_MINUTES, CALENDAR_EVENT_MINUTES } from '@common/interview-scheduling';
import { manualClock } from '../src/core/clock';
import { body, injectAs, type TestCaller } from './helpers';
import { applied, inHours, invited, readySeeker } from './applications-helpers';
import { app, other, recruiter, useTwoCompanies } from './two-companies-suite';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
useTwoCompanies(clock);

async function interview(
  overrides: Record<string, unknown> = {},
): Promise<{ seeker: TestCaller; id: number; time: string }> {
  const seeker = await readySeeker(app);
  const applicationId = await applied(seeker, recruiter.positionId);
  const time = inHours(clock, 50);
  const id = await invited(recruiter, clock, applicationId, { time, ...overrides });
  return { seeker, id, time };
}

function event(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return {
    vevent: component.getFirstSubcomponent('vevent')!,
    event: new ICAL.Event(component.getFirstSubcomponent('vevent')!),
  };
}

const calendar = (caller: TestCaller, id: number) =>
  caller.inject({ method: 'GET', url: `/api/interviews/${id}/calendar` });

it('answers an offline interview as an event at its time, at its address, with a reminder', async () => {
  const { seeker, id, time } = await interview();
  const response = await calendar(seeker, id);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/calendar/);
  expect(response.headers['content-disposition']).toContain(`interview-${id}.ics`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const { vevent, event: ev } = event(response.body);
  expect(ev.startDate.toJSDate().getTime()).toBe(Date.parse(time));
  expect(ev.endDate.toJSDate().getTime()).toBe(Date.parse(time) + CALENDAR_EVENT_MINUTES * 60_000);
  const detail = body(await seeker.inject({ method: 'GET', url: `/api/interviews/${id}` })).data;
  expect(ev.summary).toBe(`面试：${detail.positionTitle} · ${detail.companyName}`);
  expect(ev.location).toBe('杭州市西湖区文三路90号 3楼');
  expect(ev.description).toContain('13900001111');
  expect(ev.description).toContain('请携带简历');
  expect(ev.uid).toContain(`interview-${id}@`);
  const alarm = vevent.getFirstSubcomponent('valarm')!;
  expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
  const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
  expect(trigger.toSeconds()).toBe(-CALENDAR_ALARM_MINUTES * 60);

  // The company's recruiter reads the same entry (same UID: importing again updates it).
  const again = await calendar(recruiter, id);
  expect(again.statusCode).toBe(200);
  expect(event(again.body).event.uid).toBe(ev.uid);
});

it('puts an online interview at its meeting link, also as the URL', async () => {
  const { seeker, id } = await interview({ method: 'online', address: '', link: 'https://meeting.example.com/j/123' });
  const { vevent, event: ev } = event((await calendar(seeker, id)).body);
  expect(ev.location).toBe('https://meeting.example.com/j/123');
  expect(vevent.getFirstPropertyValue('url')).toBe('https://meeting.example.com/j/123');
});

it("is not found for a stranger, another company's recruiter, or no interview", async () => {
  const { id } = await interview();
  const stranger = await injectAs(app, 'seeker');
  const notFound = body(await calendar(stranger, id));
  expect(notFound.code).not.toBe(200);
  expect(body(await calendar(other, id))).toEqual(notFound);
  expect(body(await calendar(stranger, 999_999))).toEqual(notFound);
});
