/**
 * The contract form's rules (spec section 5 and the Labour Contract Law, articles 19 and 20), at their
 * boundaries: what passes and, for what does not, on which field and with which message.
 */
import {
  SIGNATURE_MAX_BYTES,
  addMonths,
  contractDraftSchema,
  contractSchema,
  maxProbationMonths,
  minProbationSalary,
  partyBSchema,
  signContractSchema,
  type ContractFields,
} from '../contracts';
import { t } from '../messages';

const valid: ContractFields = {
  kind: 'electronic',
  partyAName: '杭州云栖科技有限公司',
  partyAAddress: '杭州市西湖区文三路90号',
  partyAPhone: '05718888888',
  partyBName: '张小明',
  partyBPosition: '前端开发工程师',
  partyBIdNumber: '11010519491231002X',
  partyBContactAddress: '杭州市西湖区古墩路1号',
  partyBRegisteredAddress: '北京市朝阳区建国路1号',
  partyBPhone: '13800000001',
  contractDate: '2026-05-01',
  startDate: '2026-06-01',
  endDate: '2029-05-31',
  probationStart: '2026-06-01',
  probationEnd: '2026-11-30',
  probationSalary: 16000,
  formalSalary: 20000,
  payDay: 15,
  bankName: '中国工商银行杭州分行',
  bankCard: '6222021234567890123',
  terms: '',
};

/** The issues of a body as `field: message key {params}` lines (empty when it passes). */
function problems(overrides: Partial<ContractFields>): string[] {
  const result = contractSchema.safeParse({ ...valid, ...overrides });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const params = issue.code === 'custom' && issue.params ? ` ${JSON.stringify(issue.params)}` : '';
    return `${issue.path.join('.')}: ${issue.message}${params}`;
  });
}

test('a complete contract passes', () => {
  expect(problems({})).toEqual([]);
  expect(problems({ probationStart: '', probationEnd: '', probationSalary: undefined })).toEqual([]);
});

test('calendar months: month ends fall back to the last day', () => {
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
});

describe('article 19: probation by contract term', () => {
  test.each([
    ['2026-01-01', '2026-03-30', 0], // a day short of 3 months
    ['2026-01-01', '2026-03-31', 1], // exactly 3 months
    ['2026-01-01', '2026-12-30', 1], // a day short of 1 year
    ['2026-01-01', '2026-12-31', 2], // exactly 1 year
    ['2026-01-01', '2028-12-30', 2], // a day short of 3 years
    ['2026-01-01', '2028-12-31', 6], // exactly 3 years
    ['2026-01-01', '2036-12-31', 6],
  ])('%s to %s allows %i months', (start, end, months) => {
    expect(maxProbationMonths(start, end)).toBe(months);
  });

  test('no probation for a term under 3 months', () => {
    expect(
      problems({
        startDate: '2026-01-01',
        endDate: '2026-03-30',
        probationStart: '2026-01-01',
        probationEnd: '2026-01-15',
      }),
    ).toEqual(['probationStart: contracts.noProbation']);
  });

  test.each([
    // term, probation end allowed, probation end one day too long, max months
    ['2026-12-31', '2026-02-28', '2026-03-01', 2],
    ['2026-03-31', '2026-01-31', '2026-02-01', 1],
    ['2028-12-31', '2026-06-30', '2026-07-01', 6],
  ])('a term to %s allows probation to %s, not %s', (endDate, allowed, tooLong, max) => {
    const base = { startDate: '2026-01-01', endDate, probationStart: '2026-01-01', probationSalary: 16000 };
    expect(problems({ ...base, probationEnd: allowed })).toEqual([]);
    expect(problems({ ...base, probationEnd: tooLong })).toEqual([
      `probationEnd: contracts.probationTooLong {"max":${max}}`,
    ]);
  });

  test('probation within the term, in order, both ends given', () => {
    expect(problems({ probationStart: '2026-05-31' })).toEqual(['probationStart: contracts.probationOutside']);
    expect(problems({ probationEnd: '2026-05-31' })).toEqual(['probationEnd: contracts.probationDates']);
    expect(problems({ probationEnd: '' })).toEqual(['probationEnd: contracts.probationBoth']);
    expect(problems({ probationStart: undefined })).toEqual(['probationStart: contracts.probationBoth']);
  });
});

describe('article 20: probation pay', () => {
  test('at least 80 % of the formal salary, rounded up to the yuan', () => {
    expect(minProbationSalary(20000)).toBe(16000);
    expect(minProbationSalary(9999)).toBe(8000);
    expect(problems({ probationSalary: 16000 })).toEqual([]);
    expect(problems({ probationSalary: 15999 })).toEqual(['probationSalary: contracts.probationSalary {"min":16000}']);
    expect(problems({ probationSalary: undefined })).toEqual(['probationSalary: contracts.probationSalaryRequired']);
  });

  test('the message names the minimum in both languages', () => {
    expect(t('zh-Hans', 'contracts.probationSalary', { min: 16000 })).toContain('16000元');
    expect(t('en', 'contracts.probationSalary', { min: 16000 })).toContain('16000 yuan');
  });
});

describe('spec section 5', () => {
  test('the contract ends after it starts', () => {
    expect(problems({ endDate: '2026-06-01', probationStart: '', probationEnd: '' })).toEqual([
      'endDate: validation.contractDates',
    ]);
  });

  test.each([
    [{ payDay: 0 }, 'payDay: contracts.payDay'],
    [{ payDay: 32 }, 'payDay: contracts.payDay'],
    [{ payDay: 1.5 }, 'payDay: contracts.payDay'],
    [{ partyBIdNumber: '110105194912310021' }, 'partyBIdNumber: validation.idNumber'],
    [{ bankCard: '622202123456789012' }, 'bankCard: validation.bankCard'],
    [{ partyBPhone: '1380000000' }, 'partyBPhone: validation.phone'],
    [{ partyBName: '张' }, 'partyBName: validation.name'],
    [{ formalSalary: 0 }, 'formalSalary: contracts.formalSalary'],
  ] as Array<[Partial<ContractFields>, string]>)('%j is refused', (overrides, expected) => {
    expect(problems(overrides)).toContain(expected);
  });

  test('pay days 1 and 31 pass', () => {
    expect(problems({ payDay: 1 })).toEqual([]);
    expect(problems({ payDay: 31 })).toEqual([]);
  });
});

describe("Party B's own details", () => {
  const blankPartyB = {
    partyBIdNumber: '',
    partyBContactAddress: '',
    partyBRegisteredAddress: '',
    bankName: '',
    bankCard: '',
  };

  test("the recruiter's draft may leave them blank; the complete contract may not", () => {
    expect(contractDraftSchema.safeParse({ ...valid, ...blankPartyB }).success).toBe(true);
    expect(contractSchema.safeParse({ ...valid, ...blankPartyB }).success).toBe(false);
  });

  test('a value given in the draft is still checked, on its field', () => {
    const result = contractDraftSchema.safeParse({ ...valid, partyBIdNumber: '110105194912310021', bankCard: '123' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual(
      expect.arrayContaining(['partyBIdNumber: validation.idNumber', 'bankCard: validation.bankCard']),
    );
  });

  test('Party B completing them: all required, normalised (x upper-cased, card spaces removed)', () => {
    expect(partyBSchema.safeParse(blankPartyB).success).toBe(false);
    const parsed = partyBSchema.parse({
      partyBIdNumber: '11010519491231002x',
      partyBContactAddress: '杭州市西湖区古墩路1号',
      partyBRegisteredAddress: '北京市朝阳区建国路1号',
      bankName: '招商银行',
      bankCard: '6222 0212 3456 7890 123',
    });
    expect(parsed).toMatchObject({ partyBIdNumber: '11010519491231002X', bankCard: '6222021234567890123' });
  });
});

describe('signing', () => {
  const body = {
    name: '张小明',
    idNumber: '11010519491231002X',
    smsCode: '123456',
    signature: 'data:image/png;base64,AAAA',
  };

  test('a PNG data URL, a 6-digit code and the identity are required', () => {
    expect(signContractSchema.safeParse(body).success).toBe(true);
    for (const [field, value] of [
      ['signature', 'data:image/jpeg;base64,AAAA'],
      ['signature', ''],
      ['smsCode', '12345'],
      ['idNumber', '110105194912310021'],
    ] as const) {
      expect(signContractSchema.safeParse({ ...body, [field]: value }).success).toBe(false);
    }
  });

  test('a signature over the size limit is refused with its message', () => {
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64)}`;
    const result = signContractSchema.safeParse({ ...body, signature: huge });
    expect(result.error?.issues[0].message).toBe('contracts.signatureTooLarge');
  });
});
