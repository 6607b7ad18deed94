/**
 * An interview as an iCalendar file (RFC 5545), for `GET interviews/{id}/calendar`: one event at the
 * interview's time lasting CALENDAR_EVENT_MINUTES, where (the address, or the meeting link also as the
 * event's URL), the contact and the note, and a display alarm CALENDAR_ALARM_MINUTES before. The UID is
 * stable per interview, so importing again after a reschedule updates the entry rather than adding one.
 */
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { Interview } from '@common/applications';
import { CALENDAR_ALARM_MINUTES, CALENDAR_EVENT_MINUTES } from '@common/interview-scheduling';

const MINUTE = 60_000;

/** Stable per interview and per deployment's host name (the calendar keys entries by it). */
export function interviewUid(interviewId: number, host: string): string {
  return `interview-${interviewId}@${host || 'jobs'}`;
}

/** The lines of the description: contact and note, when given (Chinese labels: the product's language). */
function description(interview: Interview): string {
  const lines: string[] = [];
  if (interview.method === 'online' && interview.link) lines.push(`面试链接：${interview.link}`);
  if (interview.contact) lines.push(`联系电话：${interview.contact}`);
  if (interview.note) lines.push(`备注：${interview.note}`);
  return lines.join('\n');
}

export function interviewCalendar(interview: Interview, host: string, now: Date = new Date()): string {
  const start = new Date(interview.time);
  const calendar = ical({ prodId: { company: 'jobs', product: 'interviews', language: 'ZH' } });
  // PUBLISH: a file to import, not an invitation that expects a reply.
  calendar.method(ICalCalendarMethod.PUBLISH);
  const where =
    interview.method === 'offline' ? interview.address : interview.method === 'online' ? interview.link : '';
  calendar.createEvent({
    id: interviewUid(interview.id, host),
    // UTC times: every calendar shows them in its own zone (China time on a phone set to China).
    start,
    end: new Date(start.getTime() + CALENDAR_EVENT_MINUTES * MINUTE),
    stamp: now,
    summary: `面试：${interview.positionTitle} · ${interview.companyName}`,
    location: where || null,
    url: interview.method === 'online' && interview.link ? interview.link : null,
    description: description(interview) || null,
    alarms: [{ type: ICalAlarmType.display, triggerBefore: CALENDAR_ALARM_MINUTES * 60 }],
  });
  return calendar.toString();
}
