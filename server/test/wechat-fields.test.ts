/**
 * Subscription message fields at their kinds' limits (field facts A3): what fits is sent as is, what is too
 * long is cut the way WeChat accepts, and what cannot fit is reported instead of sent (47003 otherwise).
 */
import os from 'node:os';
import { ConfigError, loadConfig } from '../src/core/config';
import {
  chinaTimeText,
  fieldValue,
  messagePage,
  sourceValue,
  templateData,
} from '../src/modules/outbox/channels/wechat-fields';

const value = (kind: Parameters<typeof fieldValue>[0], raw: string | number | undefined) => {
  const answer = fieldValue(kind, raw);
  return answer.ok ? answer.value : `!${answer.error}`;
};

describe('thing: 20 characters of anything', () => {
  it('keeps 20, cuts 21 to 19 and …, counts a Chinese character (or an emoji) as one', () => {
    expect(value('thing', 'a'.repeat(20))).toBe('a'.repeat(20));
    expect(value('thing', 'a'.repeat(21))).toBe(`${'a'.repeat(19)}…`);
    expect(value('thing', '高级前端开发工程师（React/Taro 方向，可远程）')).toHaveLength(20);
    expect(Array.from(value('thing', '😀'.repeat(25)))).toHaveLength(20);
  });
  it('squashes line breaks and spaces; empty is 无', () => {
    expect(value('thing', ' 前端\n\n工程师 ')).toBe('前端 工程师');
    expect(value('thing', '')).toBe('无');
    expect(value('thing', undefined)).toBe('无');
  });
});

describe('name: 10 Chinese characters or 20 letters', () => {
  it('cuts Chinese at 10 and letters at 20, without …', () => {
    expect(value('name', '张三')).toBe('张三');
    expect(value('name', '欧阳娜娜娜娜娜娜娜娜')).toBe('欧阳娜娜娜娜娜娜娜娜');
    expect(value('name', '欧阳娜娜娜娜娜娜娜娜娜')).toBe('欧阳娜娜娜娜娜娜娜娜');
    expect(value('name', 'Alexandra Montgomery-Smith')).toBe('Alexandra Montgomery');
    expect(value('name', '')).toBe('无');
  });
});

describe('phrase: 5 Chinese characters only', () => {
  it('keeps the Chinese characters, at most 5; none is an error', () => {
    expect(value('phrase', '待面试')).toBe('待面试');
    expect(value('phrase', '已通过初试复试')).toBe('已通过初试');
    expect(value('phrase', '视频 面试!')).toBe('视频面试');
    expect(value('phrase', 'passed')).toMatch(/^!phrase needs Chinese/);
  });
});

describe('time and date: China time as WeChat writes it', () => {
  it('writes an instant in China time, crossing midnight', () => {
    expect(value('time', '2026-05-04T02:00:00.000Z')).toBe('2026年05月04日 10:00');
    expect(value('time', '2026-12-31T16:30:00.000Z')).toBe('2027年01月01日 00:30');
    expect(value('date', '2026-12-31T16:30:00.000Z')).toBe('2027年01月01日');
    expect(chinaTimeText(Date.parse('2026-01-02T03:04:00Z'))).toBe('2026年01月02日 11:04');
  });
  it('is an error without a time', () => {
    expect(value('time', 'soon')).toMatch(/^!time needs a time/);
    expect(value('date', undefined)).toMatch(/^!date needs a time/);
  });
});

describe('character_string, number, amount, phone_number, letter, symbol', () => {
  it('character_string: 32 printable ASCII characters, no spaces', () => {
    expect(value('character_string', 'A'.repeat(33))).toBe('A'.repeat(32));
    expect(value('character_string', 'HT-2026 0001')).toBe('HT-20260001');
    expect(value('character_string', '合同')).toMatch(/^!character_string/);
  });
  it('number: digits, maybe decimals, at most 32', () => {
    expect(value('number', 7)).toBe('7');
    expect(value('number', '3.5')).toBe('3.5');
    expect(value('number', '1'.repeat(32))).toBe('1'.repeat(32));
    expect(value('number', '1'.repeat(33))).toMatch(/^!number/);
    expect(value('number', 'seven')).toMatch(/^!number/);
  });
  it('amount: a plain number is yuan, 10 digits at most', () => {
    expect(value('amount', 8000)).toBe('8000元');
    expect(value('amount', '¥8000.50')).toBe('¥8000.50');
    expect(value('amount', '1234567890')).toBe('1234567890元');
    expect(value('amount', '12345678901')).toMatch(/^!amount/);
  });
  it('phone_number: 17 digits or symbols', () => {
    expect(value('phone_number', '+86 139 1234 5678')).toBe('+8613912345678');
    expect(value('phone_number', '1'.repeat(18))).toMatch(/^!phone_number/);
  });
  it('letter: 32 letters; symbol: 5 characters', () => {
    expect(value('letter', 'ab-cd 12')).toBe('abcd');
    expect(value('letter', '面试')).toMatch(/^!letter/);
    expect(value('symbol', '★★★★★★')).toBe('★★★★★');
  });
});

describe('sources and templates', () => {
  const invited = {
    params: {
      companyName: '杭州云栖科技有限公司',
      positionTitle: '前端开发工程师',
      method: 'online',
      time: '2026-05-04T02:00:00.000Z',
    },
    rid: 12,
  };
  it('reads parameters in Chinese: the method as its label, the title and body rendered', () => {
    expect(sourceValue('method', 'interview_invited', invited)).toBe('线上面试');
    expect(sourceValue('title', 'interview_invited', invited)).toBe('面试邀请');
    expect(sourceValue('=待面试', 'interview_invited', invited)).toBe('待面试');
    expect(sourceValue('preview', 'chat_message', { senderName: '李经理', preview: '你好' })).toBe('你好');
  });
  it('fills every field of a template, and names the field that cannot fit', () => {
    const template = {
      id: 'tpl-invite',
      fields: { thing1: 'positionTitle', time2: 'time', thing3: 'companyName', phrase4: 'method', thing5: 'time' },
    };
    expect(templateData(template, 'interview_invited', invited)).toEqual({
      data: {
        thing1: { value: '前端开发工程师' },
        time2: { value: '2026年05月04日 10:00' },
        thing3: { value: '杭州云栖科技有限公司' },
        phrase4: { value: '线上面试' },
        thing5: { value: '2026年05月04日 10:00' },
      },
    });
    expect(templateData({ id: 'x', fields: { time1: 'reason' } }, 'interview_invited', invited)).toEqual({
      error: expect.stringMatching(/^time1 \(reason\): time needs a time/),
    });
  });
  it('opens the kind’s page, or the template’s with its placeholders filled', () => {
    expect(messagePage({ id: 'x', fields: {} }, 'interview_invited', invited)).toBe('pages/record/record?type=1');
    expect(messagePage({ id: 'x', fields: {} }, 'contract_sent', { params: {}, rid: 5 })).toBe(
      'pages/contractAward/tip?id=5',
    );
    expect(messagePage({ id: 'x', fields: {} }, 'chat_message', { conversationId: 9 })).toBe(
      'pages/message_detail/index?id=9',
    );
    expect(
      messagePage({ id: 'x', page: 'pages/record/record?type=1&i={rid}', fields: {} }, 'interview_invited', invited),
    ).toBe('pages/record/record?type=1&i=12');
  });
});

describe('WECHAT_TEMPLATES at start', () => {
  const load = (templates: unknown, extra: Record<string, string> = { WECHAT_APPID: 'wx1', WECHAT_SECRET: 's' }) =>
    loadConfig({
      DATA_DIR: os.tmpdir(),
      JWT_SECRET: 'x'.repeat(32),
      DATA_KEY: Buffer.alloc(32).toString('base64'),
      ...extra,
      WECHAT_TEMPLATES: typeof templates === 'string' ? templates : JSON.stringify(templates),
    });
  const problem = (templates: unknown, extra?: Record<string, string>) => {
    try {
      load(templates, extra);
      return '';
    } catch (error) {
      return String(error instanceof ConfigError ? error.problems.join('\n') : error);
    }
  };

  it('reads templates per kind; unset, the channel is off', () => {
    const config = load({
      interview_invited: {
        id: 'tpl-1',
        page: 'pages/record/record?type=1',
        fields: { thing1: 'positionTitle', time2: 'time', phrase3: '=待面试' },
      },
    });
    expect(config.wechatTemplates).toEqual({
      interview_invited: {
        id: 'tpl-1',
        page: 'pages/record/record?type=1',
        fields: { thing1: 'positionTitle', time2: 'time', phrase3: '=待面试' },
      },
    });
    expect(config.wechatMiniprogramState).toBe('formal');
    expect(load('').wechatTemplates).toBeUndefined();
  });

  it('refuses what WeChat or the channel could not use, naming each problem', () => {
    expect(problem('{not json')).toMatch(/WECHAT_TEMPLATES: must be JSON/);
    expect(problem({ position_approved: { id: 't', fields: { thing1: 'positionTitle' } } })).toMatch(
      /position_approved: not a kind WeChat carries/,
    );
    expect(problem({ interview_invited: { id: 't', fields: { thingy1: 'positionTitle' } } })).toMatch(
      /field thingy1: the key is a WeChat kind and number/,
    );
    expect(problem({ interview_invited: { id: 't', fields: { thing1: 'salary' } } })).toMatch(
      /field thing1: "salary" is not one of/,
    );
    expect(problem({ chat_message: { id: 't', fields: { thing1: 'positionTitle' } } })).toMatch(
      /chat_message: field thing1/,
    );
    expect(problem({ interview_invited: { id: 't', fields: {} } })).toMatch(/1 to 20 fields/);
    expect(problem({ interview_invited: { id: 't', page: '/pages/x', fields: { thing1: 'title' } } })).toMatch(/page:/);
    expect(problem({ interview_invited: { id: 't', fields: { thing1: 'title' } } }, {})).toMatch(
      /WECHAT_TEMPLATES: needs WECHAT_APPID/,
    );
  });
});
