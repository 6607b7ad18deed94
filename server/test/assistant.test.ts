/**
 * The built-in assistant through the API, on the demo data: a goal in plain Chinese answered as a stream
 * with real positions of that city and why each matches, the goal saved as an expectation when asked, the
 * session kept and private to its user, the user's own records only, and the daily limit.
 */
import type { FastifyInstance } from 'fastify';
import { ASSISTANT_DAILY_LIMIT } from '@common/assistant';
import { formatSalary } from '@common/format';
import { build, injectAs, refusalKey, type TestCaller } from './helpers';
import { call } from './positions-helpers';

let app: FastifyInstance;
let seeker: TestCaller;

beforeAll(async () => {
  app = await build();
  const id = (
    await app.db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()
  ).id;
  seeker = await injectAs(app, id);
});
afterAll(async () => {
  await app.close();
});

async function ask(who: TestCaller, text: string, sessionId?: number) {
  const response = await who.inject({ method: 'POST', url: '/api/assistant/ask', payload: { text, sessionId } });
  expect(response.headers['content-type']).toContain('application/x-ndjson');
  return response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; [key: string]: unknown });
}

test('a goal in plain Chinese: streamed text, real positions of the city with reasons, an offer to save it', async () => {
  const events = await ask(seeker, '想在杭州找前端，月薪2万左右，双休');
  expect(events[0]).toMatchObject({ type: 'session' });
  expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
  const text = events
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('');
  expect(text).toContain('城市：杭州');
  expect(text).toContain('薪资：17000元-23000元/月');
  const cards = events.find((e) => e.type === 'cards')?.cards as Array<{
    id: number;
    subtitle: string;
    salary: string;
    reasons: Array<{ label: string }>;
  }>;
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.subtitle).toContain('杭州');
    const detail = await call(seeker, 'GET', `positions/${card.id}`);
    expect(detail.code).toBe(200);
    // The salary as every other screen writes it (1.4万-2.3万·13薪, 面议), never 14-23K.
    expect(card.salary).toBe(formatSalary(detail.data, 'zh-Hans'));
    expect(card.reasons.map((r) => r.label)).toEqual(expect.arrayContaining(['城市', '双休']));
  }
  const offer = events.find((e) => e.type === 'offer');
  expect(offer).toMatchObject({
    action: 'saveExpectation',
    goal: { location: '330100', salaryMin: 17000, salaryMax: 23000 },
  });
  expect(events.at(-1)).toMatchObject({ type: 'done' });

  // The session is kept, with both messages, and only its user reads it.
  const session = await call(seeker, 'GET', 'assistant/session');
  expect(session.data.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  expect(session.data.messages[1].cards.length).toBe(cards.length);
  const other = await injectAs(app, 'seeker');
  expect((await call(other, 'GET', `assistant/session?id=${session.data.id}`)).data).toBeNull();
  // Another user's session id is not continued: a new one is opened.
  const theirs = await ask(other, '你好', session.data.id);
  expect(theirs[0].id).not.toBe(session.data.id);

  // Saving the goal as an expectation, when the user confirms.
  const before = (await call(seeker, 'GET', 'resume')).data.expectations.length;
  expect((await call(seeker, 'POST', 'assistant/save-goal', offer!.goal as object)).data.saved).toBe(true);
  const after = (await call(seeker, 'GET', 'resume')).data.expectations;
  expect(after.length).toBe(before + 1);
  expect(after.at(-1)).toMatchObject({ position: '前端', location: '330100', salaryMin: 17000 });
});

test('it knows the user: their applications, resume gaps and the contract waiting for them', async () => {
  const applications = await ask(seeker, '我的投递怎么样了');
  expect(
    applications
      .filter((e) => e.type === 'delta')
      .map((e) => e.text)
      .join(''),
  ).toMatch(/一共投递了 \d+ 个职位/);
  const contract = await ask(seeker, '合同怎么签');
  expect(
    contract
      .filter((e) => e.type === 'delta')
      .map((e) => e.text)
      .join(''),
  ).toContain('杭州云栖科技有限公司');
  const fresh = await injectAs(app, 'seeker');
  expect(
    (await ask(fresh, '我的投递怎么样了'))
      .filter((e) => e.type === 'delta')
      .map((e) => e.text)
      .join(''),
  ).toContain('还没有投递记录');
});

test('a recruiter gets candidates from the resume search', async () => {
  const id = (
    await app.db.selectFrom('users').select('id').where('phone', '=', '13800000002').executeTakeFirstOrThrow()
  ).id;
  const recruiter = await injectAs(app, id);
  const events = await ask(recruiter, '帮我找前端开发的候选人');
  expect(events.some((e) => e.type === 'delta')).toBe(true);
  const seekerAsks = await ask(seeker, '帮我找前端开发的候选人');
  // A seeker never reaches the resume search: the same words find positions.
  const seekerCards = (seekerAsks.find((e) => e.type === 'cards')?.cards ?? []) as Array<{ kind: string }>;
  expect(seekerCards.every((card) => card.kind === 'position')).toBe(true);
});

test('the daily limit', async () => {
  const user = await injectAs(app, 'seeker');
  const now = new Date().toISOString();
  const session = await app.db
    .insertInto('assistant_sessions')
    .values({ user_id: user.userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('assistant_messages')
    .values(
      Array.from({ length: ASSISTANT_DAILY_LIMIT }, () => ({
        session_id: session.id,
        user_id: user.userId,
        role: 'user' as const,
        text: 'x',
        created_at: now,
      })),
    )
    .execute();
  const refused = await user.inject({ method: 'POST', url: '/api/assistant/ask', payload: { text: '你好' } });
  expect(refusalKey(refused)).toBe('errors.tooManyRequests');
  expect(refusalKey(await user.inject({ method: 'POST', url: '/api/assistant/ask', payload: { text: '' } }))).toBe(
    'validation.required',
  );
});

test('a goal that breaks the expectation rules is refused and saves nothing', async () => {
  const before = (await call(seeker, 'GET', 'resume')).data.expectations.length;
  const bad = {
    position: '前端',
    location: '999999',
    locationName: 'x',
    salaryMin: 30000,
    salaryMax: 10000,
    jobType: 'full',
  };
  const answer = await seeker.inject({ method: 'POST', url: '/api/assistant/save-goal', payload: bad });
  expect(answer.json().code).toBe(502);
  // A region that does not exist, with a sound salary range: the resume's own check refuses it.
  const nowhere = await seeker.inject({
    method: 'POST',
    url: '/api/assistant/save-goal',
    payload: { ...bad, salaryMin: 10000, salaryMax: 20000 },
  });
  expect(refusalKey(nowhere)).toBe('resume.region');
  expect((await call(seeker, 'GET', 'resume')).data.expectations.length).toBe(before);
});
