/** Issues to text: our keys, zod's own issues, params, field labels and the per-field map. */
import { z } from 'zod';
import {
  FORM_ERROR_KEY,
  dateSchema,
  firstIssueMessage,
  issueKey,
  issueParams,
  issuesToFieldErrors,
  nameSchema,
  phoneSchema,
  refineDateRange,
  requiredText,
} from '../validation';

function fail(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('firstIssueMessage', () => {
  it('translates our keys in both languages', () => {
    const error = fail(phoneSchema, '123');
    expect(firstIssueMessage(error, 'zh-Hans')).toBe('请输入正确的手机号');
    expect(firstIssueMessage(error, 'en')).toBe('Please enter a valid mobile phone number');
  });

  it('fills {max} from the too_big issue', () => {
    const error = fail(requiredText(10), 'x'.repeat(11));
    expect(error.issues[0].code).toBe('too_big');
    expect(issueParams(error.issues[0])).toEqual({ max: 10 });
    expect(firstIssueMessage(error, 'zh-Hans')).toBe('不能超过10个字符');
  });

  it('fills params a rule attached to a custom issue', () => {
    const schema = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'validation.tooLong', params: { max: 7, ignored: { deep: true } } });
    });
    const error = fail(schema, 'x');
    expect(issueParams(error.issues[0])).toEqual({ max: 7 });
    expect(firstIssueMessage(error, 'en')).toBe('Cannot exceed 7 characters');
  });

  it('returns an empty string for no issues', () => {
    expect(firstIssueMessage([], 'en')).toBe('');
  });
});

describe("zod's own issues never show zod's English text", () => {
  // Schemas written without our keys, as another module might.
  const plain = z.object({
    title: z.string(),
    count: z.number(),
    short: z.string().min(3),
    nonEmpty: z.string().min(1),
    long: z.string().max(4),
    low: z.number().min(10),
    high: z.number().max(20),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string()).min(1),
    few: z.array(z.string()).max(2),
    exact: z.literal('yes'),
    either: z.union([z.string(), z.number()]),
  });
  const value = {
    count: 'seven',
    short: 'ab',
    nonEmpty: '',
    long: 'abcde',
    low: 5,
    high: 25,
    kind: 'c',
    tags: [],
    few: ['1', '2', '3'],
    exact: 'no',
    either: true,
  };

  it('maps each field to a catalogue text', () => {
    expect(issuesToFieldErrors(fail(plain, value), 'en')).toEqual({
      title: 'This field is required',
      count: 'Please enter a number',
      short: 'Must be at least 3 characters',
      nonEmpty: 'This field is required',
      long: 'Cannot exceed 4 characters',
      low: 'Cannot be less than 10',
      high: 'Cannot be greater than 20',
      kind: 'Please choose a valid option',
      tags: 'This field is required',
      few: 'Choose at most 2',
      exact: 'Please choose a valid option',
      either: 'Invalid value',
    });
    expect(issuesToFieldErrors(fail(plain, value), 'zh-Hans')).toMatchObject({
      title: '此项为必填项',
      count: '请输入数字',
      short: '不能少于3个字符',
      long: '不能超过4个字符',
    });
  });

  it('reads a missing value as required even when zod reports its input', () => {
    const error = z.object({ a: z.string() }).safeParse({}, { reportInput: true }).error!;
    expect('input' in error.issues[0]).toBe(true);
    expect(issueKey(error.issues[0])).toBe('validation.required');
    const wrongType = z.object({ a: z.string() }).safeParse({ a: 5 }, { reportInput: true }).error!;
    expect(issueKey(wrongType.issues[0])).toBe('validation.invalid');
  });

  it('translates a wrong root type and keys it under FORM_ERROR_KEY', () => {
    expect(issuesToFieldErrors(fail(z.object({ a: z.string() }), 'text'), 'zh-Hans')).toEqual({
      [FORM_ERROR_KEY]: '格式不正确',
    });
  });

  it('never lets a zod default English text through', () => {
    const texts = Object.values(issuesToFieldErrors(fail(plain, value), 'en'));
    for (const text of texts) expect(text).not.toMatch(/Invalid input|expected|received|Too (big|small)/);
  });
});

describe('issuesToFieldErrors', () => {
  const form = z
    .object({ name: nameSchema, phone: phoneSchema, start: dateSchema, end: dateSchema })
    .superRefine(refineDateRange('start', 'end'));

  it('keeps the first, most basic issue of each field', () => {
    expect(
      issuesToFieldErrors(fail(form, { name: '', phone: '1', start: '2024-02-01', end: '2024-01-01' }), 'en'),
    ).toEqual({
      name: 'This field is required',
      phone: 'Please enter a valid mobile phone number',
      end: 'The start time cannot be greater than the end time',
    });
  });

  it('uses field labels for required fields', () => {
    const error = fail(form, { name: '  ', phone: '13800138000', start: '2024-01-01', end: '2024-01-02' });
    expect(issuesToFieldErrors(error, 'zh-Hans', { fieldLabels: { name: '姓名' } })).toEqual({ name: '请填写姓名' });
    expect(firstIssueMessage(error, 'en', { fieldLabels: { name: 'Name' } })).toBe('Name is required');
    // A label never replaces a specific message.
    const invalid = fail(form, { name: '张三', phone: '1', start: '2024-01-01', end: '2024-01-02' });
    expect(firstIssueMessage(invalid, 'en', { fieldLabels: { phone: 'Phone' } })).toBe(
      'Please enter a valid mobile phone number',
    );
  });

  it('names nested fields by dotted path', () => {
    const schema = z.object({ members: z.array(z.object({ post: requiredText(10) })) });
    expect(issuesToFieldErrors(fail(schema, { members: [{ post: 'ok' }, { post: '' }] }), 'en')).toEqual({
      'members.1.post': 'This field is required',
    });
  });
});
