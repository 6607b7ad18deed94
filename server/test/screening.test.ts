/**
 * Screening postings and recruiters' chat messages (issue 33, part 2; the table of phrasings is
 * common/__tests__/screening.test.ts): a clear violation refuses the create or edit naming the field and the
 * words; a doubtful one is saved to review with its findings, which only the operator's queue answers; a
 * recruiter's fee or scam message carries the fraud warning and one with contact details is refused; the
 * demo positions pass.
 */
import { t } from '@common/messages';
import { screenPosition } from '@common/screening/screen';
import { manualClock } from '../src/core/clock';
import { POSITION_TEMPLATES } from '../src/seed/positions';
import { readySeeker } from './applications-helpers';
import { app, operator, recruiter, useTwoCompanies } from './two-companies-suite';
import { injectAs, type TestCaller } from './helpers';
import { anonymous, call, validPosition } from './positions-helpers';

const clock = manualClock(Date.parse('2026-06-01T02:00:00Z'));
useTwoCompanies(clock);

/** The raw answer (with its catalogue key, which `call` leaves out after checking it). */
async function raw(caller: TestCaller, method: 'POST' | 'PUT', url: string, payload: object) {
  return (await caller.inject({ method, url: `/api/${url}`, payload })).json() as {
    code: number;
    key?: string;
    msg: string;
  };
}

/** The queue row of a position (under review), as the operator reads it. */
async function queueRow(id: number) {
  const queue = await call(operator, 'GET', 'review/positions?pageSize=50');
  expect(queue.code).toBe(200);
  return (queue.rows as Array<{ id: number; screening: unknown[] }>).find((row) => row.id === id);
}

describe('positions', () => {
  it('refuses a create with a clear violation, naming the field and the words, and saves nothing', async () => {
    const before = await app.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await raw(
      recruiter,
      'POST',
      'positions',
      validPosition(clock, { requirements: '1. 限男性\n2. 熟悉React' }),
    );
    expect(refused).toMatchObject({
      code: 502,
      key: 'screening.refused.requirements.discrimination',
      msg: t('zh-Hans', 'screening.refused.requirements.discrimination', { words: '限男性' }),
    });
    expect(refused.msg).toContain('任职要求');
    const fee = await raw(
      recruiter,
      'POST',
      'positions',
      validPosition(clock, { conditions: '入职需交押金500元、服装费200元' }),
    );
    expect(fee).toMatchObject({ code: 502, key: 'screening.refused.conditions.fee' });
    expect(fee.msg).toContain('「押金、服装费」');
    const contact = await raw(recruiter, 'POST', 'positions', validPosition(clock, { title: '文员 加微信 hr_wang88' }));
    expect(contact).toMatchObject({ code: 502, key: 'screening.refused.title.contact' });
    const after = await app.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers the refusal in the caller’s language', async () => {
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', recruiter.userId).execute();
    const english = await raw(
      recruiter,
      'POST',
      'positions',
      validPosition(clock, { responsibilities: '淘宝刷单，一单一结' }),
    );
    await app.db.updateTable('users').set({ language: 'zh-Hans' }).where('id', '=', recruiter.userId).execute();
    expect(english).toMatchObject({ code: 502, key: 'screening.refused.responsibilities.scam' });
    expect(english.msg).toMatch(/^The responsibilities must not contain .*\(刷单\)/);
  });

  it('refuses an edit with a clear violation and keeps the stored position as it was', async () => {
    const created = await call(recruiter, 'POST', 'positions', validPosition(clock));
    expect(created.code).toBe(200);
    const id = created.data.id as number;
    const edited = await raw(
      recruiter,
      'PUT',
      `positions/${id}`,
      validPosition(clock, { requirements: '已婚已育，乙肝携带者勿扰' }),
    );
    expect(edited).toMatchObject({ code: 502, key: 'screening.refused.requirements.discrimination' });
    expect(edited.msg).toContain('已婚已育');
    const row = await app.db
      .selectFrom('positions')
      .select(['requirements', 'screening'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ requirements: '熟悉React', screening: null });
  });

  it('saves a doubtful one to review with its findings, which only the operator reads', async () => {
    const created = await call(
      recruiter,
      'POST',
      'positions',
      validPosition(clock, { requirements: '35岁以下，身高165cm以上', conditions: '五险一金，女士优先' }),
    );
    expect(created).toMatchObject({ code: 200, data: { status: 'under_review' } });
    const id = created.data.id as number;
    const row = await queueRow(id);
    expect(row?.screening).toEqual([
      {
        field: 'requirements',
        rule: 'age-ceiling',
        category: 'discrimination',
        verdict: 'review',
        words: ['35岁以下'],
      },
      { field: 'requirements', rule: 'height', category: 'discrimination', verdict: 'review', words: ['身高165'] },
      {
        field: 'conditions',
        rule: 'gender-preferred',
        category: 'discrimination',
        verdict: 'review',
        words: ['女士优先'],
      },
    ]);

    // Neither its recruiter nor, once approved, anyone else reads the findings.
    const own = await call(recruiter, 'GET', `positions/${id}`);
    expect(own.code).toBe(200);
    expect(JSON.stringify(own.data)).not.toContain('screening');
    const mine = await call(recruiter, 'GET', 'positions/mine?pageSize=50');
    expect(JSON.stringify(mine.rows)).not.toContain('screening');
    expect((await call(operator, 'POST', `review/positions/${id}/approve`)).code).toBe(200);
    const seeker = await readySeeker(app);
    for (const answer of [await call(seeker, 'GET', `positions/${id}`), await anonymous(app, `positions/${id}`)]) {
      expect(answer.code).toBe(200);
      expect(JSON.stringify(answer)).not.toContain('screening');
      expect(JSON.stringify(answer)).not.toContain('age-ceiling');
    }
    const list = await anonymous(app, 'positions?pageSize=50');
    expect(JSON.stringify(list.rows)).not.toContain('screening');
    // The approved queue still shows what was found.
    const approved = await call(operator, 'GET', 'review/positions?status=approved&pageSize=50');
    expect(
      (approved.rows as Array<{ id: number; screening: unknown[] }>).find((r) => r.id === id)?.screening,
    ).toHaveLength(3);
    // Non-operators cannot read the queue at all.
    expect((await call(recruiter, 'GET', 'review/positions')).code).toBe(403);
  });

  it('an edit screens again: fixed texts clear the findings, a lawful job turns a gender rule into review', async () => {
    const created = await call(recruiter, 'POST', 'positions', validPosition(clock, { requirements: '年龄18-30岁' }));
    const id = created.data.id as number;
    expect((await queueRow(id))?.screening).toHaveLength(1);
    expect(
      (await call(recruiter, 'PUT', `positions/${id}`, validPosition(clock, { requirements: '年满18周岁' }))).code,
    ).toBe(200);
    expect((await queueRow(id))?.screening).toEqual([]);
    const nanny = await call(
      recruiter,
      'PUT',
      `positions/${id}`,
      validPosition(clock, { title: '月嫂', requirements: '限女性，持育婴师证' }),
    );
    expect(nanny.code).toBe(200);
    expect((await queueRow(id))?.screening).toEqual([
      { field: 'requirements', rule: 'gender-only', category: 'discrimination', verdict: 'review', words: ['限女性'] },
    ]);
  });

  it('passes the lawful phrasings and stores nothing for them', async () => {
    const created = await call(
      recruiter,
      'POST',
      'positions',
      validPosition(clock, {
        requirements: '男女不限，年满18周岁，需持有效健康证，能适应夜班',
        conditions: '五险一金，公司不收取任何押金和培训费，租房补贴（押一付三由公司垫付）',
      }),
    );
    expect(created.code).toBe(200);
    expect((await queueRow(created.data.id as number))?.screening).toEqual([]);
  });
});

describe('chat', () => {
  async function talking() {
    const seeker = await readySeeker(app);
    const started = await call(seeker, 'POST', 'conversations', { positionId: recruiter.positionId });
    expect(started.code).toBe(200);
    return { seeker, id: started.data.id as number };
  }
  let counter = 0;
  const say = (caller: TestCaller, id: number, text: string) =>
    call(caller, 'POST', `conversations/${id}/messages`, {
      clientId: `screening-${(counter += 1)}`,
      kind: 'text',
      text,
    });
  const sayRaw = (caller: TestCaller, id: number, text: string) =>
    raw(caller, 'POST', `conversations/${id}/messages`, {
      clientId: `screening-${(counter += 1)}`,
      kind: 'text',
      text,
    });

  it("warns the seeker of a recruiter's fee or scam phrase, on the same words as postings", async () => {
    const { id } = await talking();
    for (const text of ['培训合格后交800元培训费', '做淘宝刷单，一单一结', '日结高薪无需经验', '请先转账到公司账户']) {
      expect({ text, warning: (await say(recruiter, id, text)).data.fraudWarning }).toEqual({ text, warning: true });
    }
    for (const text of ['我们不收任何押金', '明天上午10点来面试', '入职体检费用公司报销']) {
      expect({ text, warning: (await say(recruiter, id, text)).data.fraudWarning }).toEqual({ text, warning: false });
    }
  });

  it("refuses a recruiter's message with contact details, naming them; a seeker's own is theirs to send", async () => {
    const { seeker, id } = await talking();
    const phone = await sayRaw(recruiter, id, '有事打我电话 13812345678');
    expect(phone).toMatchObject({ code: 502, key: 'screening.chatContact' });
    expect(phone.msg).toContain('13812345678');
    expect(await sayRaw(recruiter, id, '加微信 hr_wang88 详聊')).toMatchObject({
      code: 502,
      key: 'screening.chatContact',
    });
    expect(await sayRaw(recruiter, id, 'QQ：123456789')).toMatchObject({ code: 502, key: 'screening.chatContact' });
    const history = await call(seeker, 'GET', `conversations/${id}/messages`);
    const texts = (history.data.messages as Array<{ text?: string }>).map((m) => m.text ?? '');
    expect(texts.some((text) => /13812345678|hr_wang88|123456789/.test(text))).toBe(false);
    expect((await say(seeker, id, '我的电话是13812345678')).code).toBe(200);
  });
});

describe('the demo data', () => {
  it('every demo position passes the screening', () => {
    for (const [name, template] of Object.entries(POSITION_TEMPLATES)) {
      const findings = screenPosition({
        title: template.title,
        requirements: template.requirements.join('\n'),
        responsibilities: template.responsibilities.join('\n'),
        conditions: template.conditions,
        workingHours: template.workingHours,
      });
      expect({ name, findings }).toEqual({ name, findings: [] });
    }
  });

  it('a new operator account sees an empty screening on positions saved before 0027', async () => {
    const created = await call(recruiter, 'POST', 'positions', validPosition(clock));
    const id = created.data.id as number;
    await app.db.updateTable('positions').set({ screening: '{not json' }).where('id', '=', id).execute();
    const other = await injectAs(app, 'operator');
    const queue = await call(other, 'GET', 'review/positions?pageSize=50');
    expect((queue.rows as Array<{ id: number; screening: unknown[] }>).find((r) => r.id === id)?.screening).toEqual([]);
  });
});
