import { NOTIFICATION_TEXTS } from '../notification-texts';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_TYPE,
  NOTIFICATION_TYPES,
  pushRoute,
  renderNotification,
} from '../notifications';
import { pushAudience } from '../push';
import { ALL_ROUTES } from '../routes';

describe('pushRoute', () => {
  it('opens the pages of the spec for types 1, 2 and 4, nothing for 3', () => {
    expect(pushRoute({ type: 1, rid: 12 })).toBe('/pages/applicant/applicant?id=12');
    expect(pushRoute({ type: 1, rid: '7' })).toBe('/pages/applicant/applicant?id=7');
    expect(pushRoute({ type: 2, rid: 5 })).toBe('/pages/record/record?type=1');
    expect(pushRoute({ type: 4, rid: 5 })).toBe('/pages/record/record?type=2');
    expect(pushRoute({ type: 3, rid: 5 })).toBeNull();
  });

  it('opens our pages for the extension types 5, 6 and 7', () => {
    expect(pushRoute({ type: 5, rid: 9 })).toBe('/pages/recommendjob/myzw/kssq');
    expect(pushRoute({ type: 6, rid: 9 })).toBe('/pages/ManagementPosition/ManagementPosition');
    expect(pushRoute({ type: 7, rid: 9 })).toBe('/pages/CompanyManagement/CompanyManagement');
  });

  it("opens the contract's result page for types 8 (Party B) and 9 (Party A)", () => {
    expect(pushRoute({ type: 8, rid: 3 })).toBe('/pages/contractAward/tip?id=3');
    expect(pushRoute({ type: 9, rid: 4 })).toBe('/pages/contractAward/tip?id=4');
    expect(pushAudience(8)).toBe('seeker');
    expect(pushAudience(9)).toBe('recruiter');
  });

  it('opens nothing for an unknown type, and only routes of the table', () => {
    expect(pushRoute({ type: 0 })).toBeNull();
    expect(pushRoute({ type: 10, rid: 1 })).toBeNull();
    for (const type of Object.values(NOTIFICATION_TYPES)) {
      const url = pushRoute({ type, rid: 1 });
      if (url) expect(ALL_ROUTES).toContain(url.slice(1).split('?')[0]);
    }
  });
});

describe('kinds', () => {
  it('has a type, a title and a body for every kind', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(Object.values(NOTIFICATION_TYPES)).toContain(NOTIFICATION_KIND_TYPE[kind]);
      for (const locale of ['zh-Hans', 'en'] as const) {
        expect(NOTIFICATION_TEXTS[locale][`notifications.title.${kind}`]).toBeTruthy();
        expect(NOTIFICATION_TEXTS[locale][`notifications.body.${kind}`]).toBeTruthy();
      }
    }
  });
});

describe('renderNotification', () => {
  const params = {
    companyName: '云栖科技',
    positionTitle: '前端开发工程师',
    time: '2026-03-05T06:00:00.000Z',
    method: 'online',
  };

  it('renders in both languages, the time as China time and the method as its label', () => {
    expect(renderNotification('zh-Hans', 'interview_invited', params)).toEqual({
      title: '面试邀请',
      body: '云栖科技邀请您参加「前端开发工程师」的线上面试，时间：2026-03-05 14:00',
    });
    expect(renderNotification('en', 'interview_invited', params)).toEqual({
      title: 'Interview invitation',
      body: '云栖科技 invites you to an interview for "前端开发工程师" (Online interview) at 2026-03-05 14:00',
    });
  });

  it('appends a reason when there is one', () => {
    const base = { companyName: '云栖科技', positionTitle: '运营' };
    expect(renderNotification('zh-Hans', 'application_rejected', { ...base, reason: '' }).body).toBe(
      '很遗憾，云栖科技未通过您对「运营」的投递',
    );
    expect(renderNotification('zh-Hans', 'application_rejected', { ...base, reason: '已招满' }).body).toBe(
      '很遗憾，云栖科技未通过您对「运营」的投递。原因：已招满',
    );
    expect(renderNotification('en', 'application_auto_closed', { ...base, days: 30 }).body).toBe(
      '云栖科技 did not reply to your application for "运营" within 30 days, so it was closed',
    );
  });

  it('renders an unknown kind as its name', () => {
    expect(renderNotification('en', 'something_new', {})).toEqual({ title: 'something_new', body: '' });
  });
});
