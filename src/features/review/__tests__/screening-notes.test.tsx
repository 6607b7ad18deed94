/**
 * The review queue shows what the screening sent to review (issue 33, part 2): a line per finding, and its
 * words marked in the field's text.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ReviewQueuePosition } from '@common/review';
import { MarkedText, markedParts, ScreeningNotes } from '../components/screening-notes';
import '../strings';

const utils = new TestUtils();
let mounted = false;
afterEach(() => {
  if (mounted) utils.unmout();
  mounted = false;
});
const mount = async (component: () => JSX.Element) => {
  await utils.mount(component);
  mounted = true;
};

const findings = [
  { field: 'requirements', rule: 'age-ceiling', category: 'discrimination', verdict: 'review', words: ['35岁以下'] },
  { field: 'conditions', rule: 'wechat-ask', category: 'contact', verdict: 'review', words: ['加微信'] },
] as ReviewQueuePosition['screening'];

test('cuts a text into plain and marked parts, every occurrence, the longest word first', () => {
  expect(markedParts('限35岁以下，35岁以下优先', ['35岁以下'])).toEqual([
    { text: '限', marked: false },
    { text: '35岁以下', marked: true },
    { text: '，', marked: false },
    { text: '35岁以下', marked: true },
    { text: '优先', marked: false },
  ]);
  expect(markedParts('VX: abc', ['vx', 'vx: abc'])).toEqual([{ text: 'VX: abc', marked: true }]);
  expect(markedParts('无', [])).toEqual([{ text: '无', marked: false }]);
  // Words are text, not patterns.
  expect(markedParts('a.b ab', ['a.b'])).toEqual([
    { text: 'a.b', marked: true },
    { text: ' ab', marked: false },
  ]);
});

test('lists each finding with its category, field and words, and marks the words in the text', async () => {
  const row = { screening: findings } as ReviewQueuePosition;
  await mount(() => (
    <>
      <ScreeningNotes row={row} />
      <MarkedText text="大专学历，35岁以下" findings={findings.slice(0, 1)} testId="text" />
    </>
  ));
  const notes = await utils.queries.waitForQuerySelector('[data-testid="review-screening"]');
  expect(notes.textContent).toContain('自动筛查');
  expect(notes.textContent).toContain('歧视性要求 · 任职要求：35岁以下');
  expect(notes.textContent).toContain('站外联系方式 · 福利待遇：加微信');
  const marks = [...utils.queries.querySelectorAll('[data-testid="review-mark"]')].map((m) => m.textContent);
  expect(marks).toEqual(['35岁以下']);
});

test('shows nothing without findings', async () => {
  await mount(() => (
    <div data-testid="box">
      <ScreeningNotes row={{ screening: [] } as unknown as ReviewQueuePosition} />
    </div>
  ));
  const box = await utils.queries.waitForQuerySelector('[data-testid="box"]');
  expect(box.textContent).toBe('');
});
