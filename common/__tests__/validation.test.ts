/** Spec section 5, rule by rule: valid values pass, invalid ones fail with the exact text in both languages. */
import { z } from 'zod';
import { DEGREES } from '../constants';
import {
  ID_NUMBER_PATTERN,
  agreementSchema,
  attachmentListSchema,
  bankCardSchema,
  canAddMember,
  checkImageFile,
  companyTermsSchema,
  contactPhoneSchema,
  dateSchema,
  emailSchema,
  fileExtension,
  findDuplicateMember,
  idNumberBirthDate,
  idNumberCheckChar,
  idNumberSchema,
  imageFileSchema,
  isValidIdNumber,
  nameSchema,
  optionSchema,
  optionalText,
  orEmpty,
  passwordPairSchema,
  passwordSchema,
  phoneOrEmailSchema,
  phoneSchema,
  refineContractDates,
  refineDateRange,
  refinePasswordConfirmation,
  refineSalaryRange,
  regionCodeSchema,
  requiredText,
  salarySchema,
  toTimestamp,
  uniqueMembers,
} from '../validation';
import type { Locale } from '../i18n';
import { firstIssueMessage } from '../validation';

/** The first message a user would see for `value`, or null when the value passes. */
function messageFor(schema: z.ZodType, value: unknown, locale: Locale = 'zh-Hans'): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error, locale);
}

/** Both languages at once, to assert the exact text of a rule. */
function messagesFor(schema: z.ZodType, value: unknown): { zh: string | null; en: string | null } {
  return { zh: messageFor(schema, value, 'zh-Hans'), en: messageFor(schema, value, 'en') };
}

const REQUIRED = { zh: '此项为必填项', en: 'This field is required' };

/** Runs a table of valid and invalid values against one schema. */
function rule(
  name: string,
  schema: z.ZodType,
  valid: unknown[],
  invalid: unknown[],
  text: { zh: string; en: string },
  blank: unknown[] = ['', '   ', undefined, null],
): void {
  describe(name, () => {
    it.each(valid.map((v) => [v]))('accepts %j', (value) => {
      expect(messageFor(schema, value)).toBeNull();
    });
    it.each(invalid.map((v) => [v]))('refuses %j with the rule text', (value) => {
      expect(messagesFor(schema, value)).toEqual(text);
    });
    it.each(blank.map((v) => [v]))('reads %j as required', (value) => {
      expect(messagesFor(schema, value)).toEqual(REQUIRED);
    });
  });
}

rule(
  'phone: 11 digits, 1 then 3-9',
  phoneSchema,
  ['13800138000', '19912345678', '15000000000', ' 13800138000 '],
  [
    '12345678901',
    '10012345678',
    '1380013800',
    '138001380000',
    '23800138000',
    '1380013800a',
    '+8613800138000',
    13800138000,
  ],
  { zh: '请输入正确的手机号', en: 'Please enter a valid mobile phone number' },
);

rule(
  'contact phone: 11 digits',
  contactPhoneSchema,
  ['13800138000', '01012345678', '12345678901'],
  ['1380013800', '010-12345678', '138001380001', 'abcdefghijk'],
  { zh: '请输入11位联系电话', en: 'Please enter an 11-digit contact phone number' },
);

rule(
  'email: simple pattern',
  emailSchema,
  ['a@b.co', 'first.last+tag@example.com.cn', 'user_1@mail-host.org'],
  ['a@b', 'a b@c.com', '@b.com', 'a@.com', 'plain', 'a@@b.com'],
  { zh: '请输入正确的邮箱', en: 'Please enter a valid email address' },
);

rule('phone or email', phoneOrEmailSchema, ['13800138000', 'a@b.co'], ['12345678901', 'a@b', '1380013800'], {
  zh: '请输入正确的手机号或邮箱',
  en: 'Please enter a valid phone number or email address',
});

rule(
  'password: 8-16, a lowercase letter and a digit',
  passwordSchema,
  ['abc12345', 'a1b2c3d4e5f6g7h8', 'Abcdef12', 'pass_word1!'],
  ['ABC12345', 'abcdefgh', '12345678', 'abc1234', 'a1b2c3d4e5f6g7h8i', 'abc 12345', '一二三四五六七8', '        '],
  { zh: '请设置8-16位字母数字组合密码', en: 'Please set a password of 8-16 characters combining letters and digits' },
  ['', undefined, null], // never trimmed: blanks are refused by the pattern instead
);

rule(
  'name: 2-20 characters after trimming',
  nameSchema,
  ['张三', 'Li', ' 欧阳娜娜 ', '一二三四五六七八九十一二三四五六七八九十'],
  ['张', ' 张 ', '一二三四五六七八九十一二三四五六七八九十一', 'a'.repeat(21)],
  { zh: '姓名长度为2-20个字符', en: 'The name must be 2 to 20 characters' },
);

rule(
  'bank card: 19 digits',
  bankCardSchema,
  ['6222021234567890123', '6222 0212 3456 7890 123'],
  ['622202123456789012', '62220212345678901234', '622202123456789012a', '6222-0212-3456-7890-123'],
  { zh: '请输入19位银行卡号', en: 'Please enter a 19-digit bank card number' },
);

rule(
  'date: YYYY-MM-DD that exists',
  dateSchema,
  ['2024-02-29', '1999-12-31', '2000-01-01'],
  ['2023-02-29', '2024-13-01', '2024-04-31', '2024-1-01', '2024/01/01', '20240101', '2024-01-01T00:00:00Z'],
  { zh: '请输入正确的日期（YYYY-MM-DD）', en: 'Please enter a valid date (YYYY-MM-DD)' },
);

rule(
  'region code: 6 digits',
  regionCodeSchema,
  ['110105', '440304', '810000', '710000'],
  ['010105', '11010', '1101050', '11010a'],
  { zh: '地区编码应为6位数字', en: 'The region code must be 6 digits' },
);

describe('normalised output', () => {
  it('trims, strips card spaces and upper-cases the ID check character', () => {
    expect(phoneSchema.parse(' 13800138000 ')).toBe('13800138000');
    expect(nameSchema.parse('  张三 ')).toBe('张三');
    expect(bankCardSchema.parse('6222 0212 3456 7890 123')).toBe('6222021234567890123');
    expect(idNumberSchema.parse('11010519491231002x')).toBe('11010519491231002X');
  });
});

describe('ID number (GB 11643)', () => {
  // Independent implementation of the check character, to test the rule against.
  const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const MAP = '10X98765432';
  const withCheck = (first17: string) =>
    first17 + MAP[first17.split('').reduce((sum, digit, i) => sum + Number(digit) * WEIGHTS[i], 0) % 11];

  it('agrees with the published example 11010519491231002X', () => {
    expect(withCheck('11010519491231002')).toBe('11010519491231002X');
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    expect(idNumberBirthDate('11010519491231002X')).toBe('1949-12-31');
  });

  const valid = [
    '11010519491231002X',
    '11010519491231002x',
    withCheck('44030419900307123'),
    withCheck('31011520000229004'), // 29 February of a leap year
    withCheck('51010719850615531'),
    withCheck('65010219991231001'),
    withCheck('82000020010101002'),
  ];
  it.each(valid.map((v) => [v]))('accepts %s', (id) => {
    expect(messageFor(idNumberSchema, id)).toBeNull();
    expect(isValidIdNumber(id)).toBe(true);
  });

  /** Every wrong check character of a valid prefix. */
  const wrongChecks = '0123456789X'
    .split('')
    .map((c) => `44030419900307123${c}`)
    .filter((id) => id !== withCheck('44030419900307123'));
  const invalid = [
    ...wrongChecks,
    '110105194912310021',
    '11010519491231002Y',
    '1101051949123100',
    '1101051949123100211',
    withCheck('01010519491231002'), // a region code never starts with 0
    withCheck('11010519490230002'), // 30 February
    withCheck('11010518991231002'), // before 1900
    withCheck('11010520991231002'), // born in the future
    withCheck('11010519491331002'), // month 13
  ];
  it.each(invalid.map((v) => [v]))('refuses %s', (id) => {
    expect(messagesFor(idNumberSchema, id)).toEqual({
      zh: '请输入正确的18位身份证号',
      en: 'Please enter a valid 18-digit ID number',
    });
    expect(isValidIdNumber(id)).toBe(false);
  });

  it('has 10 wrong check characters for each prefix', () => {
    expect(wrongChecks).toHaveLength(10);
  });

  it('reports a malformed number once', () => {
    const result = idNumberSchema.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(ID_NUMBER_PATTERN.test('123')).toBe(false);
  });

  it('compares the birth date with the given day', () => {
    const bornToday = withCheck('11010520240601002');
    expect(isValidIdNumber(bornToday, '2024-06-01')).toBe(true);
    expect(isValidIdNumber(bornToday, '2024-05-31')).toBe(false);
  });

  it('reads an empty value as required', () => {
    expect(messagesFor(idNumberSchema, '')).toEqual(REQUIRED);
  });
});

describe('password entered twice', () => {
  it('passes equal values', () => {
    expect(passwordPairSchema.safeParse({ password: 'abc12345', confirmPassword: 'abc12345' }).success).toBe(true);
  });

  it("refuses different values with 'Password inconsistency' on confirmPassword", () => {
    const result = passwordPairSchema.safeParse({ password: 'abc12345', confirmPassword: 'abc123456' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['confirmPassword']]);
    expect(messagesFor(passwordPairSchema, { password: 'abc12345', confirmPassword: 'abc123456' })).toEqual({
      zh: '两次密码不一致',
      en: 'Password inconsistency',
    });
  });

  it('works on any object holding the two fields', () => {
    const schema = z
      .object({ phone: phoneSchema, password: passwordSchema, confirmPassword: z.string() })
      .superRefine(refinePasswordConfirmation);
    expect(messageFor(schema, { phone: '13800138000', password: 'abc12345', confirmPassword: 'xyz12345' }, 'en')).toBe(
      'Password inconsistency',
    );
  });

  it('asks for the confirmation before comparing', () => {
    expect(messagesFor(passwordPairSchema, { password: 'abc12345', confirmPassword: '' })).toEqual(REQUIRED);
  });
});

describe('images: JPG, JPEG or PNG, at most 1MB', () => {
  const TYPE = { zh: '仅支持JPG、JPEG、PNG格式的图片', en: 'Only JPG, JPEG or PNG images are supported' };
  const SIZE = { zh: '图片大小不能超过1MB', en: 'The image cannot exceed 1MB' };

  it.each([
    [{ name: 'a.jpg', size: 1 }],
    [{ name: 'A.PNG', size: 1_048_576 }],
    [{ name: 'photo.jpeg', size: 500_000 }],
    [{ name: 'blob', size: 10, type: 'image/png' }],
    [{ name: 'wxfile://tmp_1a2b.jpg', size: 10 }],
    [{ name: 'http://tmp/x.png?v=1', size: 10 }],
    [{ name: 'scan.jpg', size: 10, type: 'image/jpeg' }],
  ])('accepts %j', (file) => {
    expect(checkImageFile(file)).toBeNull();
    expect(messageFor(imageFileSchema, file)).toBeNull();
  });

  it.each([
    [{ name: 'a.gif', size: 10 }, TYPE],
    [{ name: 'a.webp', size: 10 }, TYPE],
    [{ name: 'a.heic', size: 10, type: '' }, TYPE],
    [{ name: 'noext', size: 10 }, TYPE],
    [{ name: 'x.png', size: 10, type: 'image/gif' }, TYPE],
    [{ name: 'doc.pdf', size: 10, type: 'application/pdf' }, TYPE],
    [{ name: 'a.png', size: 1_048_577 }, SIZE],
    [{ name: 'a.jpg', size: 5_000_000, type: 'image/jpeg' }, SIZE],
  ])('refuses %j', (file, text) => {
    expect(checkImageFile(file)).not.toBeNull();
    expect(messagesFor(imageFileSchema, file)).toEqual(text);
  });

  it('refuses a size that is not a number', () => {
    expect(checkImageFile({ name: 'a.jpg', size: Number.NaN })).toBe('validation.imageSize');
    expect(messagesFor(imageFileSchema, { name: 'a.jpg', size: Number.NaN })).toEqual({
      zh: '格式不正确',
      en: 'Invalid value',
    });
  });

  it('reads extensions of names, paths and URLs', () => {
    expect(fileExtension('a.JPG')).toBe('jpg');
    expect(fileExtension('/tmp/dir.v2/file')).toBe('');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('https://x.cn/a.b/c.png#top')).toBe('png');
  });
});

describe('contract attachment: exactly 1 file', () => {
  const file = { name: 'contract.pdf', url: '/uploads/contract.pdf' };
  it('accepts one file', () => {
    expect(messageFor(attachmentListSchema, [file])).toBeNull();
  });
  it('refuses two files', () => {
    expect(messagesFor(attachmentListSchema, [file, file])).toEqual({
      zh: '只能上传1个文件',
      en: 'Only 1 file can be uploaded',
    });
  });
  it('asks for a file when there is none', () => {
    expect(messagesFor(attachmentListSchema, [])).toEqual({ zh: '请上传附件', en: 'Please upload the attachment' });
    expect(messagesFor(attachmentListSchema, undefined)).toEqual(REQUIRED);
  });
  it('refuses an entry without a URL', () => {
    expect(messagesFor(attachmentListSchema, [{ name: 'a.pdf', url: '' }])).toEqual(REQUIRED);
  });
});

describe('required and optional text', () => {
  it('requiredText: trims, requires, limits with {max}', () => {
    const schema = requiredText(5);
    expect(schema.parse(' abc ')).toBe('abc');
    expect(schema.parse('一二三四五')).toBe('一二三四五');
    expect(messagesFor(schema, '   ')).toEqual(REQUIRED);
    expect(messagesFor(schema, 'abcdef')).toEqual({ zh: '不能超过5个字符', en: 'Cannot exceed 5 characters' });
    expect(messagesFor(requiredText(200), 'x'.repeat(201))).toEqual({
      zh: '不能超过200个字符',
      en: 'Cannot exceed 200 characters',
    });
  });

  it('optionalText: empty is fine, over-length is not', () => {
    const schema = optionalText(3);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('')).toBe('');
    expect(schema.parse(' ab ')).toBe('ab');
    expect(messagesFor(schema, 'abcd')).toEqual({ zh: '不能超过3个字符', en: 'Cannot exceed 3 characters' });
    expect(messagesFor(schema, 12)).toEqual({ zh: '格式不正确', en: 'Invalid value' });
  });

  it('orEmpty: an optional field of a form may be empty but never invalid', () => {
    const schema = orEmpty(emailSchema);
    expect(schema.safeParse('').success).toBe(true);
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(schema.safeParse('a@b.co').success).toBe(true);
    expect(messagesFor(schema, 'nope')).toEqual({ zh: '请输入正确的邮箱', en: 'Please enter a valid email address' });
  });
});

describe('salary', () => {
  it.each([[0], [3500], [1_000_000]])('accepts %j', (value) => {
    expect(messageFor(salarySchema, value)).toBeNull();
  });
  it.each([
    [-1, { zh: '不能小于0', en: 'Cannot be less than 0' }],
    [1_000_001, { zh: '不能大于1000000', en: 'Cannot be greater than 1000000' }],
    [8000.5, { zh: '请输入整数', en: 'Please enter a whole number' }],
    ['8000', { zh: '请输入数字', en: 'Please enter a number' }],
    [undefined, REQUIRED],
  ])('refuses %j', (value, text) => {
    expect(messagesFor(salarySchema, value)).toEqual(text);
  });
});

describe('cross-field ranges', () => {
  const dates = z.object({ start: z.string(), end: z.string() }).superRefine(refineDateRange('start', 'end'));
  const contract = z
    .object({ startDate: dateSchema, endDate: dateSchema })
    .superRefine(refineContractDates('startDate', 'endDate'));
  const salary = z
    .object({ minSalary: z.union([z.number(), z.string()]), maxSalary: z.union([z.number(), z.string()]) })
    .superRefine(refineSalaryRange('minSalary', 'maxSalary'));

  it.each([
    ['2024-01-01', '2024-01-02'],
    ['2024-01-01', '2024-01-01'],
    ['2023-12', '2024-01'],
    ['2024-01-01 09:00', '2024-01-01 18:00'],
    ['2024/01/01', '2024/02/01'],
    ['bad', '2020-01-01'], // the fields' own rules report bad values
  ])('start %s, end %s is a valid range', (start, end) => {
    expect(messageFor(dates, { start, end })).toBeNull();
  });

  it.each([
    ['2024-01-02', '2024-01-01'],
    ['2024-02', '2024-01'],
    ['2024-01-01 18:00', '2024-01-01 09:00'],
    ['2025', '2024'],
  ])("start %s after end %s: 'The start time cannot be greater than the end time' on the end", (start, end) => {
    const result = dates.safeParse({ start, end });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['end']]);
    expect(messagesFor(dates, { start, end })).toEqual({
      zh: '开始时间不能大于结束时间',
      en: 'The start time cannot be greater than the end time',
    });
  });

  it('contract end must be strictly later than its start', () => {
    expect(messageFor(contract, { startDate: '2024-01-01', endDate: '2024-12-31' })).toBeNull();
    const text = { zh: '合同结束日期必须晚于开始日期', en: 'The contract end date must be later than the start date' };
    expect(messagesFor(contract, { startDate: '2024-01-01', endDate: '2024-01-01' })).toEqual(text);
    expect(messagesFor(contract, { startDate: '2024-06-01', endDate: '2024-01-01' })).toEqual(text);
    expect(contract.safeParse({ startDate: '2024-06-01', endDate: '2024-01-01' }).error?.issues[0].path).toEqual([
      'endDate',
    ]);
  });

  it('minimum salary not above maximum', () => {
    expect(messageFor(salary, { minSalary: 5000, maxSalary: 8000 })).toBeNull();
    expect(messageFor(salary, { minSalary: 8000, maxSalary: 8000 })).toBeNull();
    expect(messageFor(salary, { minSalary: '', maxSalary: 8000 })).toBeNull();
    const text = {
      zh: '最低薪资不能高于最高薪资',
      en: 'The minimum salary cannot be higher than the maximum salary',
    };
    expect(messagesFor(salary, { minSalary: 9000, maxSalary: 8000 })).toEqual(text);
    expect(messagesFor(salary, { minSalary: '10000', maxSalary: '9000' })).toEqual(text);
    expect(salary.safeParse({ minSalary: 9000, maxSalary: 8000 }).error?.issues[0].path).toEqual(['maxSalary']);
  });

  it('reads the usual date values as instants', () => {
    expect(toTimestamp('2024-01-02')).toBe(Date.UTC(2024, 0, 2));
    expect(toTimestamp('2024-01')).toBe(Date.UTC(2024, 0, 1));
    expect(toTimestamp('2024-01-02 03:04:05')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toTimestamp('2024-01-02T03:04:05+08:00')).toBe(Date.UTC(2024, 0, 1, 19, 4, 5));
    expect(toTimestamp(new Date(5))).toBe(5);
    expect(toTimestamp(7)).toBe(7);
    expect(toTimestamp('soon')).toBeUndefined();
    expect(toTimestamp(null)).toBeUndefined();
    expect(toTimestamp(new Date('x'))).toBeUndefined();
  });
});

describe('agreements', () => {
  it('the user agreement must be ticked', () => {
    expect(messageFor(agreementSchema, true)).toBeNull();
    const text = { zh: '请阅读并勾选用户协议', en: 'Please read and agree to the user agreement' };
    expect(messagesFor(agreementSchema, false)).toEqual(text);
    expect(messagesFor(agreementSchema, undefined)).toEqual(text);
    expect(messagesFor(agreementSchema, 'true')).toEqual(text);
  });

  it('the company terms and authorization must be ticked', () => {
    expect(messageFor(companyTermsSchema, true)).toBeNull();
    expect(messagesFor(companyTermsSchema, false)).toEqual({
      zh: '请阅读并勾选相关条款及授权',
      en: 'Please read and agree to the terms and authorization',
    });
  });
});

describe('project members', () => {
  type Member = { userId: number; post: string };
  const a: Member = { userId: 1, post: 'PM' };
  const b: Member = { userId: 2, post: 'Dev' };
  const members = z
    .array(z.object({ userId: z.number(), post: z.string() }))
    .superRefine(uniqueMembers<Member>((m) => m.userId));

  it('accepts distinct members', () => {
    expect(messageFor(members, [a, b])).toBeNull();
    expect(messageFor(members, [])).toBeNull();
  });

  it("refuses a repeat with 'duplicate member cannot be added' at its index", () => {
    const list = [a, b, { userId: 1, post: 'QA' }];
    expect(members.safeParse(list).error?.issues.map((i) => i.path)).toEqual([[2]]);
    expect(messagesFor(members, list)).toEqual({ zh: '不能重复添加成员', en: 'duplicate member cannot be added' });
  });

  it('helps the add action', () => {
    expect(findDuplicateMember([a, b, a], (m) => m.userId)).toBe(2);
    expect(findDuplicateMember([a, b], (m) => m.userId)).toBe(-1);
    expect(canAddMember([a], b, (m) => m.userId)).toBe(true);
    expect(canAddMember([a, b], { userId: 2, post: 'Other' }, (m) => m.userId)).toBe(false);
  });
});

describe('closed code sets', () => {
  const degree = optionSchema(DEGREES);
  it('accepts a known code, refuses others, requires one', () => {
    expect(degree.parse('bachelor')).toBe('bachelor');
    expect(messagesFor(degree, 'phd')).toEqual({ zh: '请选择有效的选项', en: 'Please choose a valid option' });
    expect(messagesFor(degree, undefined)).toEqual(REQUIRED);
    expect(messagesFor(degree, '')).toEqual(REQUIRED);
  });
});

describe('required fields of spec section 5', () => {
  // birth date, education, major, work experience, nickname, name, phone, ID number, gender, position,
  // contact address, nationality, household address, graduation date
  const staff = z.object({
    name: nameSchema,
    phone: phoneSchema,
    idNumber: idNumberSchema,
    gender: optionSchema(['male', 'female']),
    position: requiredText(50),
    contactAddress: requiredText(200),
    nationality: requiredText(50),
    householdAddress: requiredText(200),
    graduationDate: dateSchema,
  });

  it('reports every missing field as required', () => {
    const result = staff.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(Object.keys(staff.shape).sort());
    for (const issue of result.error?.issues ?? []) expect(issue.message).toBe('validation.required');
  });
});
