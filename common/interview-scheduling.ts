/**
 * Interview scheduling: slots, rescheduling, cancelling, calendars.
 *
 * - Slots: the recruiter invites with 2 to 5 times (`slots` instead of `time` in `POST interviews`). The
 *   interview is 'invited' with every slot 'open'; the seeker picks one (`POST interviews/{id}/pick`): the
 *   interview takes that time and becomes 'waiting' (picking is accepting), the other slots are released.
 *   First come: one interviewer's picked times are unique (a second candidate picking the same time of the
 *   same interviewer is refused with PIPELINE_MSG.slots.taken, and sees that slot 'taken').
 * - Rescheduling: either side of an open (invited or waiting) interview proposes another time with a
 *   reason; one proposal waits at a time; at most RESCHEDULE_MAX_IN_A_ROW proposals in a row without one
 *   being accepted. The other side accepts (the interview moves; an invitation the seeker answered with a
 *   new time becomes 'waiting'; both are told; reminders follow the new time) or declines (the old time
 *   stands; the proposer may then cancel). Chat shows each proposal as a card with the two buttons.
 * - Cancelling: either side cancels an open interview with a reason (status 'rejected'; the other is told;
 *   the application goes back to the stage it had before the invitation).
 * - Calendars: `GET interviews/{id}/calendar` answers an .ics file (the place or the meeting link, the
 *   contact, a reminder); on weapp the app calls `wx.addPhoneCalendar` with `calendarEvent`.
 */
import { z } from 'zod';
import { defineCalls } from './call';
import { MSG } from './messages';
import { PIPELINE_MSG } from './messages.pipeline';
import { idPath, isoTimeSchema, recordIdSchema, requiredString } from './validation';

export const SLOTS_MIN = 2;
export const SLOTS_MAX = 5;
export const RESCHEDULE_MAX_IN_A_ROW = 3;
export const RESCHEDULE_REASON_MAX = 100;
export const CANCEL_REASON_MAX = 100;
/** Minutes before the interview that the calendar entry reminds. */
export const CALENDAR_ALARM_MINUTES = 60;
/** Length of the calendar entry (interviews have no end time of their own). */
export const CALENDAR_EVENT_MINUTES = 60;

/** 2 to 5 distinct ISO times (each in the future: the server checks against its clock). */
export const interviewSlotsSchema = z
  .array(isoTimeSchema(MSG.interviews.time))
  .min(SLOTS_MIN, { error: PIPELINE_MSG.slots.count })
  .max(SLOTS_MAX, { error: PIPELINE_MSG.slots.count })
  .refine((times) => new Set(times.map((t) => Date.parse(t))).size === times.length, {
    error: PIPELINE_MSG.slots.distinct,
  });

export const SLOT_STATUSES = ['open', 'picked', 'taken', 'released'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

const id = z.number().int();
const time = z.string().describe('ISO 8601');

export const interviewSlotSchema = z.object({
  id,
  time,
  status: z
    .enum(SLOT_STATUSES)
    .describe(
      "open (may be picked), picked (this interview's time), taken (the interviewer's time went to another candidate), released (not picked)",
    ),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

export const rescheduleProposalSchema = z.object({
  id,
  time: time.describe('the proposed start'),
  reason: z.string(),
  by: z.enum(['seeker', 'recruiter']),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: time,
});
export type RescheduleProposal = z.infer<typeof rescheduleProposalSchema>;

/** What `interviewSchema` (./applications.ts) carries about scheduling. */
export const interviewSchedulingFields = {
  slots: z.array(interviewSlotSchema).describe('an invitation with slots: its times, earliest first; [] otherwise'),
  proposal: rescheduleProposalSchema.nullable().describe('the proposal waiting for an answer, if any'),
  proposalsInARow: z
    .number()
    .int()
    .describe(`proposals since the last accepted one (at most ${RESCHEDULE_MAX_IN_A_ROW})`),
};

export const pickSlotSchema = z.object({ slotId: recordIdSchema });
export const rescheduleSchema = z.object({
  time: isoTimeSchema(MSG.interviews.time),
  reason: requiredString(PIPELINE_MSG.reschedule.reason).max(RESCHEDULE_REASON_MAX, { error: MSG.validation.tooLong }),
});
export type RescheduleBody = z.infer<typeof rescheduleSchema>;
export const cancelInterviewSchema = z.object({
  reason: requiredString().max(CANCEL_REASON_MAX, { error: MSG.validation.tooLong }),
});

const interviewStateSchema = z.object({
  id,
  status: z.enum(['invited', 'waiting', 'passed', 'failed', 'rejected']),
  time,
});

/** Interview scheduling calls (the invitation itself is `POST interviews`, ./applications.ts). */
export const schedulingCalls = /* @__PURE__ */ defineCalls('interviews', () => ({
  pickSlot: {
    method: 'POST',
    path: '/interviews/:id/pick',
    access: 'seeker',
    answer: 'data',
    params: idPath,
    body: pickSlotSchema,
    response: interviewStateSchema,
    summary: 'The invited seeker picks one of the offered times (invited -> waiting; the others are released)',
    description: "First come: a time of the same interviewer another candidate picked first is refused ('taken').",
  },
  reschedule: {
    method: 'POST',
    path: '/interviews/:id/reschedule',
    access: 'user',
    answer: 'data',
    params: idPath,
    body: rescheduleSchema,
    response: rescheduleProposalSchema,
    summary: 'Either side of an open interview proposes another time, with a reason (the other is told)',
    description: `One proposal waits at a time; at most ${RESCHEDULE_MAX_IN_A_ROW} in a row without one accepted.`,
  },
  acceptReschedule: {
    method: 'POST',
    path: '/interviews/:id/reschedule/accept',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: interviewStateSchema,
    summary: 'The other side accepts the waiting proposal: the interview moves (both are told)',
  },
  declineReschedule: {
    method: 'POST',
    path: '/interviews/:id/reschedule/decline',
    access: 'user',
    answer: 'data',
    params: idPath,
    response: interviewStateSchema,
    summary: 'The other side declines the waiting proposal: the old time stands (the proposer is told)',
  },
  cancelInterview: {
    method: 'POST',
    path: '/interviews/:id/cancel',
    access: 'user',
    answer: 'data',
    params: idPath,
    body: cancelInterviewSchema,
    response: interviewStateSchema,
    summary: 'Either side cancels an open interview with a reason (the other is told)',
  },
  calendar: {
    method: 'GET',
    path: '/interviews/:id/calendar',
    access: 'user',
    answer: 'file',
    params: idPath,
    produces: ['text/calendar'],
    summary: 'The interview as an .ics calendar file (text/calendar), for its seeker or its company',
  },
}));
