import {
  APPLICATION_STATUSES,
  INTERVIEW_METHODS,
  INTERVIEW_STATUSES,
  applicationRejectSchema,
  chinaTimeToIso,
  formatChinaTime,
  interviewFormSchema,
  interviewInviteSchema,
  isFutureTime,
  joinLabels,
  missingBasicFields,
} from '../applications';
import { isIsoTime } from '../validation';
import { MSG, t } from '../messages';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => (result.success ? undefined : { message: result.error!.issues[0].message, path: result.error!.issues[0].path });

describe('code sets', () => {
  it('are the states and methods of architecture section 4', () => {
    expect(APPLICATION_STATUSES).toEqual(['delivered', 'passed', 'rejected']);
    expect(INTERVIEW_STATUSES).toEqual(['invited', 'waiting', 'passed', 'failed', 'rejected']);
    expect(INTERVIEW_METHODS).toEqual(['online', 'offline', 'phone']);
  });
});

describe('interviewInviteSchema', () => {
  const base = { applicationId: 1, time: '2026-03-05T14:00:00+08:00' };

  it('accepts each method with what it needs', () => {
    expect(interviewInviteSchema.safeParse({ ...base, method: 'offline', address: '文三路90号' }).success).toBe(true);
    expect(
      interviewInviteSchema.safeParse({ ...base, method: 'online', link: 'https://meet.example.com/x' }).success,
    ).toBe(true);
    expect(interviewInviteSchema.safeParse({ ...base, method: 'phone', contact: '13900001111' }).success).toBe(true);
    expect(
      interviewInviteSchema.safeParse({
        ...base,
        method: 'offline',
        address: '文三路90号',
        link: '',
        contact: '',
        note: '带简历',
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ method: 'offline' }, MSG.interviews.addressRequired, 'address'],
    [{ method: 'offline', address: '  ' }, MSG.interviews.addressRequired, 'address'],
    [{ method: 'online' }, MSG.interviews.linkRequired, 'link'],
    [{ method: 'online', link: 'meet.example.com' }, MSG.interviews.link, 'link'],
    [{ method: 'phone' }, MSG.interviews.contactRequired, 'contact'],
    [{ method: 'phone', contact: '123' }, MSG.validation.contactPhone, 'contact'],
    [{ method: 'video' }, MSG.validation.option, 'method'],
    [{ method: 'offline', address: 'x', time: '2026-03-05 14:00' }, MSG.interviews.time, 'time'],
    [{ method: 'offline', address: 'x', time: '' }, MSG.validation.required, 'time'],
    [{ method: 'offline', address: 'x', note: 'n'.repeat(201) }, MSG.validation.tooLong, 'note'],
    [{ method: 'offline', address: 'a'.repeat(101) }, MSG.validation.tooLong, 'address'],
    [{ method: 'offline', address: 'x', applicationId: undefined }, MSG.validation.required, 'applicationId'],
  ])('refuses %j with its message', (overrides, message, field) => {
    expect(firstMessage(interviewInviteSchema.safeParse({ ...base, ...overrides }))).toEqual({
      message,
      path: [field],
    });
  });

  it('has a form variant without the application id', () => {
    expect(interviewFormSchema.safeParse({ time: base.time, method: 'phone', contact: '13900001111' }).success).toBe(
      true,
    );
  });
});

describe('times', () => {
  it('accepts ISO 8601 with a zone naming a real instant', () => {
    expect(isIsoTime('2026-03-05T14:00:00+08:00')).toBe(true);
    expect(isIsoTime('2026-03-05T06:00:00.000Z')).toBe(true);
    expect(isIsoTime('2026-03-05T14:00+0800')).toBe(true);
    for (const bad of [
      '2026-03-05',
      '2026-03-05 14:00',
      '2026-03-05T14:00:00',
      '2026-02-30T10:00:00Z',
      '2026-03-05T24:00:00Z',
    ]) {
      expect({ bad, ok: isIsoTime(bad) }).toEqual({ bad, ok: false });
    }
  });

  it('converts between China wall time and instants', () => {
    expect(chinaTimeToIso('2026-03-05', '14:00')).toBe('2026-03-05T14:00:00+08:00');
    expect(formatChinaTime('2026-03-05T06:00:00.000Z')).toBe('2026-03-05 14:00');
    expect(formatChinaTime(chinaTimeToIso('2026-12-31', '23:30'))).toBe('2026-12-31 23:30');
    expect(formatChinaTime('not a time')).toBe('not a time');
  });

  it('tells a future time', () => {
    const now = Date.parse('2026-03-05T06:00:00.000Z');
    expect(isFutureTime('2026-03-05T06:00:01.000Z', now)).toBe(true);
    expect(isFutureTime('2026-03-05T14:00:00+08:00', now)).toBe(false);
  });
});

describe('resume checks and the reject reason', () => {
  it('names the empty basic fields in order', () => {
    expect(missingBasicFields(null)).toEqual(['nickname', 'birthDate', 'gender']);
    expect(missingBasicFields({ nickname: '小王', birthDate: null, gender: '' })).toEqual(['birthDate', 'gender']);
    expect(missingBasicFields({ nickname: '小王', birthDate: '1995-01-01', gender: 'male' })).toEqual([]);
    const labels = (locale: 'zh-Hans' | 'en') =>
      joinLabels(
        locale,
        ['birthDate', 'gender'].map((f) => t(locale, MSG.applications.field[f as 'birthDate' | 'gender'])),
      );
    expect(t('zh-Hans', MSG.applications.resumeIncomplete, { fields: labels('zh-Hans') })).toBe(
      '请先完善简历：出生日期、性别',
    );
    expect(t('en', MSG.applications.resumeIncomplete, { fields: labels('en') })).toBe(
      'Please complete your resume first: birth date, gender',
    );
  });

  it('accepts an optional reason up to 200 characters', () => {
    expect(applicationRejectSchema.safeParse({}).success).toBe(true);
    expect(applicationRejectSchema.safeParse({ reason: '经验不足' }).success).toBe(true);
    expect(firstMessage(applicationRejectSchema.safeParse({ reason: 'r'.repeat(201) }))).toEqual({
      message: MSG.validation.tooLong,
      path: ['reason'],
    });
  });
});
