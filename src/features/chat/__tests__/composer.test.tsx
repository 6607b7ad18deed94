/**
 * The chat composer mounted with Taro's test utilities (the H5 flavour of Taro in jsdom): what it sends,
 * and what it refuses to send.
 */
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import { CHAT_TEXT_MAX } from '@common/chat';
import { Composer } from '../components/composer';
import '../strings';

const utils = new TestUtils();

async function mountComposer(quickReplies = ['您好，在吗？', '方便发一份简历吗？']) {
  const sent: string[] = [];
  const events = { picture: 0, edit: 0 };
  await utils.mount(Composer, {
    props: {
      quickReplies,
      onSend: (text: string) => {
        sent.push(text);
      },
      onPicture: () => {
        events.picture += 1;
      },
      onEditQuickReplies: () => {
        events.edit += 1;
      },
    },
  });
  return { sent, events };
}

const input = () => utils.queries.querySelector('[data-testid="composer-input"] input, input') as HTMLInputElement;
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement;

async function type(value: string) {
  const field = await utils.queries.waitForQuerySelector('input');
  // Taro's Input reads event.detail.value (what the weapp and H5 inputs both send).
  utils.fireEvent.input(field as HTMLInputElement, { target: { value }, detail: { value } } as never);
}

afterEach(() => utils.unmout());

test('sends the trimmed text once and empties the box', async () => {
  const { sent } = await mountComposer();
  await type('  你好，我想了解一下这个职位  ');
  utils.fireEvent.click(byTestId('composer-send'));
  await waitFor(() => expect(sent).toEqual(['你好，我想了解一下这个职位']));
  await waitFor(() => expect(input().value).toBe(''));
  // Nothing more is sent for an empty box.
  utils.fireEvent.click(byTestId('composer-send'));
  await type('   ');
  utils.fireEvent.click(byTestId('composer-send'));
  expect(sent).toHaveLength(1);
});

test('sends a quick reply at once, and opens the editor', async () => {
  const { sent, events } = await mountComposer();
  utils.fireEvent.click(byTestId('composer-quick'));
  const replies: NodeListOf<HTMLElement> = await utils.queries.waitForQuerySelectorAll('[data-testid="quick-reply"]');
  expect(Array.from(replies).map((node) => node.textContent)).toEqual(['您好，在吗？', '方便发一份简历吗？']);
  utils.fireEvent.click(replies[1] as HTMLElement);
  expect(sent).toEqual(['方便发一份简历吗？']);
  utils.fireEvent.click(byTestId('composer-quick'));
  utils.fireEvent.click(await utils.queries.waitForQuerySelector('[data-testid="quick-edit"]'));
  expect(events.edit).toBe(1);
});

test('inserts emoji at the end of the text, and asks for a picture', async () => {
  const { sent, events } = await mountComposer();
  await type('好的');
  utils.fireEvent.click(byTestId('composer-emoji'));
  const emoji = await utils.queries.waitForQuerySelectorAll('[data-testid="emoji"]');
  utils.fireEvent.click(emoji[17] as HTMLElement);
  utils.fireEvent.click(byTestId('composer-send'));
  await waitFor(() => expect(sent).toEqual(['好的👍']));
  utils.fireEvent.click(byTestId('composer-picture'));
  expect(events.picture).toBe(1);
});

test('counts down near the limit and never sends more than the limit', async () => {
  const { sent } = await mountComposer();
  await type('字'.repeat(CHAT_TEXT_MAX - 50));
  await waitFor(() => expect(byTestId('composer-counter').textContent).toBe(`${CHAT_TEXT_MAX - 50}/${CHAT_TEXT_MAX}`));
  await type('字'.repeat(CHAT_TEXT_MAX + 20));
  utils.fireEvent.click(byTestId('composer-send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toHaveLength(CHAT_TEXT_MAX);
});
