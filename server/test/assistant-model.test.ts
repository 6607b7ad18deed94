/**
 * The assistant with AI_PROVIDER=openai, against a loopback server speaking chat completions (streamed SSE,
 * tool calls): the model's tool call runs the real position search as the asking user, its result goes back
 * to the model, the text streams through with the cards; no ID, phone or bank number is sent; an outage falls
 * back to the built-in answer with a note.
 */
import type { FastifyInstance } from 'fastify';
import { startFake, type FakeServer } from './fake-server';
import { build, injectAs, type TestCaller } from './helpers';

let fake: FakeServer;
let app: FastifyInstance;
let seeker: TestCaller;
let outage = false;

const sse = (chunks: object[]) =>
  chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + 'data: [DONE]\n\n';
const chunk = (delta: object, finish: string | null = null) => ({
  id: 'c1',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'fake',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

beforeAll(async () => {
  fake = await startFake((request) => {
    if (outage) return { status: 503, body: { error: { message: 'overloaded' } } };
    const body = JSON.parse(request.body) as { messages: Array<{ role: string; content?: string }> };
    const toolResult = body.messages.find((m) => m.role === 'tool');
    if (!toolResult) {
      // Round 1: ask for the search, the arguments split over two chunks.
      return {
        contentType: 'text/event-stream',
        body: sse([
          chunk({
            role: 'assistant',
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: { name: 'search_positions', arguments: '{"city":"杭州",' },
              },
            ],
          }),
          chunk({ tool_calls: [{ index: 0, function: { arguments: '"keyword":"前端"}' } }] }),
          chunk({}, 'tool_calls'),
        ]),
      };
    }
    const found = JSON.parse(toolResult.content ?? '[]') as Array<{ title: string }>;
    return {
      contentType: 'text/event-stream',
      body: sse([
        chunk({ role: 'assistant', content: '根据平台数据，' }),
        chunk({ content: `杭州有 ${found.length} 个前端职位，` }),
        chunk({ content: `第一个是「${found[0]?.title ?? ''}」。` }),
        chunk({}, 'stop'),
      ]),
    };
  });
  app = await build({
    env: { AI_PROVIDER: 'openai', AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model' },
  });
  const id = (
    await app.db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()
  ).id;
  seeker = await injectAs(app, id);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function ask(text: string) {
  const response = await seeker.inject({ method: 'POST', url: '/api/assistant/ask', payload: { text } });
  return response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; [key: string]: unknown });
}

test('tool calls run the real search as the user; the text streams with the cards; no personal numbers leave', async () => {
  const events = await ask('我手机13912345678，身份证11010519491231002X，想在杭州找前端');
  const text = events
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('');
  expect(text).toMatch(/^根据平台数据，杭州有 \d+ 个前端职位，第一个是「.+」。$/);
  const cards = events.find((e) => e.type === 'cards')?.cards as Array<{ subtitle: string }>;
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.every((card) => card.subtitle.includes('杭州'))).toBe(true);
  expect(events.at(-1)).toMatchObject({ type: 'done' });
  const sent = fake.requests.map((r) => r.body).join('\n');
  expect(sent).not.toContain('13912345678');
  expect(sent).not.toContain('11010519491231002X');
  expect(sent).toContain('[手机号]');
  expect(JSON.parse(fake.requests[0].body)).toMatchObject({ model: 'fake-model', stream: true });
  expect(fake.requests[0].headers.authorization).toBe('Bearer test-key');
  // The tools take no user: each runs as the asker, so no call can reach another user's data.
  const tools = JSON.parse(fake.requests[0].body).tools as Array<{
    function: { name: string; parameters: { properties: object } };
  }>;
  expect(tools.map((tool) => tool.function.name)).toEqual([
    'search_positions',
    'my_applications',
    'my_interviews',
    'my_resume_gaps',
  ]);
  for (const tool of tools)
    expect(Object.keys(tool.function.parameters.properties)).not.toEqual(expect.arrayContaining(['userId']));
});

test('a goal with a place, position words and a salary is offered as an expectation after the model answer', async () => {
  const events = await ask('想在杭州找前端，月薪2万左右');
  expect(events.find((e) => e.type === 'offer')).toMatchObject({ goal: { location: '330100', position: '前端' } });
});

test('an outage falls back to the built-in answer, said so', async () => {
  outage = true;
  const events = await ask('想在杭州找前端，月薪2万左右');
  outage = false;
  const text = events
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('');
  expect(text).toContain('智能服务暂时不可用');
  expect(text).toContain('城市：杭州');
  expect(events.find((e) => e.type === 'cards')).toBeDefined();
});
