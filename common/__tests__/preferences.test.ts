/** 通知设置's rules in China time: quiet hours at their edges, the SMS day, who may be reached by what. */
import { SMS_DAILY_CAP } from '../delivery';
import {
  channelAllowed,
  channelOffered,
  defaultPreferences,
  inQuietHours,
  preferencesBodySchema,
  quietHoursEnd,
  smsDayOf,
  smsFits,
} from '../preferences';

const china = (wall: string) => `${wall}+08:00`;
const DEFAULT = { from: '22:00', to: '08:00' };

describe('quiet hours (China time)', () => {
  it.each([
    ['2026-03-05T21:59:59', false],
    ['2026-03-05T22:00:00', true],
    ['2026-03-06T00:00:00', true],
    ['2026-03-06T07:59:59', true],
    ['2026-03-06T08:00:00', false],
    ['2026-03-06T12:00:00', false],
  ])('%s is quiet: %s', (wall, quiet) => {
    expect(inQuietHours(china(wall), DEFAULT)).toBe(quiet);
  });

  it('ends at the next 08:00 China time (00:00 UTC), the same night or the next morning', () => {
    expect(quietHoursEnd(china('2026-03-05T22:00:00'), DEFAULT)).toBe('2026-03-06T00:00:00.000Z');
    expect(quietHoursEnd(china('2026-03-06T07:59:00'), DEFAULT)).toBe('2026-03-06T00:00:00.000Z');
    expect(quietHoursEnd(china('2026-03-06T00:30:00'), DEFAULT)).toBe('2026-03-06T00:00:00.000Z');
  });

  it('takes a user’s own hours, within a day as well as over midnight', () => {
    const noon = { from: '12:00', to: '13:30' };
    expect(inQuietHours(china('2026-03-05T11:59:00'), noon)).toBe(false);
    expect(inQuietHours(china('2026-03-05T12:00:00'), noon)).toBe(true);
    expect(inQuietHours(china('2026-03-05T13:29:00'), noon)).toBe(true);
    expect(inQuietHours(china('2026-03-05T13:30:00'), noon)).toBe(false);
    expect(quietHoursEnd(china('2026-03-05T12:10:00'), noon)).toBe('2026-03-05T05:30:00.000Z');
  });
});

describe('the SMS day', () => {
  it('changes at 00:00 China time, 16:00 UTC', () => {
    expect(smsDayOf('2026-03-05T15:59:59.000Z')).toBe('2026-03-05');
    expect(smsDayOf('2026-03-05T16:00:00.000Z')).toBe('2026-03-06');
  });

  it(`lets ${SMS_DAILY_CAP} through a day and not one more`, () => {
    expect(smsFits(SMS_DAILY_CAP - 1)).toBe(true); // the 3rd
    expect(smsFits(SMS_DAILY_CAP)).toBe(false); // the 4th
  });
});

describe('channels', () => {
  it('defaults to WeChat for every group, SMS for interviews and contracts, quiet 22:00-08:00', () => {
    expect(defaultPreferences()).toEqual({
      channels: {
        chat: { wechat: true, sms: false },
        interviews: { wechat: true, sms: true },
        applications: { wechat: true, sms: false },
        contracts: { wechat: true, sms: true },
      },
      quietHours: { from: '22:00', to: '08:00' },
    });
    expect(channelOffered('chat', 'sms')).toBe(false);
    expect(channelOffered('applications', 'sms')).toBe(false);
    expect(channelOffered('chat', 'wechat')).toBe(true);
  });

  it('always lets the socket through, never a kind without a group, never chat by SMS', () => {
    const all = defaultPreferences();
    for (const group of Object.values(all.channels)) group.sms = true;
    expect(channelAllowed(all, 'frame', 'socket')).toBe(true);
    expect(channelAllowed(all, 'position_approved', 'wechat')).toBe(false);
    expect(channelAllowed(all, 'chat_message', 'sms')).toBe(false);
    expect(channelAllowed(all, 'contract_signed', 'sms')).toBe(false);
    expect(channelAllowed(all, 'interview_invited', 'sms')).toBe(true);
    all.channels.interviews.sms = false;
    expect(channelAllowed(all, 'interview_invited', 'sms')).toBe(false);
  });

  it('refuses an SMS for a group that offers none, a bad time and equal start and end', () => {
    const good = defaultPreferences();
    expect(preferencesBodySchema.safeParse(good).success).toBe(true);
    const issue = (value: unknown) => preferencesBodySchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ ...good, channels: { ...good.channels, chat: { wechat: true, sms: true } } })).toBe(
      'preferences.smsNotOffered',
    );
    expect(issue({ ...good, quietHours: { from: '24:00', to: '08:00' } })).toBe('preferences.quietTime');
    expect(issue({ ...good, quietHours: { from: '7:00', to: '08:00' } })).toBe('preferences.quietTime');
    expect(issue({ ...good, quietHours: { from: '08:00', to: '08:00' } })).toBe('preferences.quietSame');
    expect(issue({ ...good, channels: { ...good.channels, contracts: { wechat: 'yes', sms: true } } })).toBe(
      'preferences.channels',
    );
  });
});
