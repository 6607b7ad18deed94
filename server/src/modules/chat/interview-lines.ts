/**
 * What the application and interview events put in the two members' conversation, listened to after COMMIT:
 * an invitation becomes a card, an answer or a result changes the card and adds a line. The side named
 * last acted, so the card or line is new only to the other member. (docs/outbox.md lists these among the
 * listeners that stay after COMMIT: the interview's record and its notification stay true without them.)
 */
import { MSG } from '@common/messages';
import type { AppEventBus } from '../../core/events';
import type { ChatService } from './chat.service';

export function subscribeInterviewLines(events: AppEventBus, chat: ChatService): void {
  events.on('interview.invited', (event) => chat.onInterviewInvited(event));
  events.on('interview.accepted', (event) =>
    chat.onInterviewChanged(event, 'waiting', MSG.chat.line.interviewAccepted, 'seeker'),
  );
  events.on('interview.declined', (event) =>
    chat.onInterviewChanged(event, 'rejected', MSG.chat.line.interviewDeclined, 'seeker'),
  );
  events.on('interview.expired', (event) => chat.onInterviewChanged(event, 'rejected', null, null));
  // Scheduling: a picked slot answers the invitation; proposals are cards the other side answers.
  events.on('interview.slotPicked', (event) =>
    chat.onInterviewChanged(event, 'waiting', MSG.chat.line.interviewAccepted, 'seeker'),
  );
  events.on('interview.rescheduleProposed', (event) => chat.onRescheduleProposed(event));
  events.on('interview.rescheduleAccepted', (event) => chat.onRescheduleAnswered(event, 'accepted'));
  events.on('interview.rescheduleDeclined', (event) => chat.onRescheduleAnswered(event, 'declined'));
  events.on('interview.cancelled', async (event) => {
    await chat.onInterviewChanged(event, 'rejected', null, event.by);
    await chat.onInterviewCancelled(event);
  });
  events.on('interview.passed', (event) =>
    chat.onInterviewChanged(event, 'passed', MSG.chat.line.interviewPassed, 'recruiter'),
  );
  events.on('interview.failed', (event) =>
    chat.onInterviewChanged(event, 'failed', MSG.chat.line.interviewFailed, 'recruiter'),
  );
  events.on('application.passed', (event) =>
    chat.onApplicationResult(event, MSG.chat.line.applicationPassed, 'passed', 'recruiter'),
  );
  events.on('application.rejected', (event) =>
    chat.onApplicationResult(event, MSG.chat.line.applicationRejected, 'rejected', 'recruiter'),
  );
  events.on('application.autoClosed', (event) =>
    chat.onApplicationResult(event, MSG.chat.line.applicationRejected, 'rejected', null),
  );
}
