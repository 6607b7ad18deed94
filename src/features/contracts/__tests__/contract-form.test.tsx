/**
 * The contract form mounted with Taro's test utilities: the shared rules refuse on the right field (the
 * Labour Contract Law's probation limits), the law's hints follow what is typed, Party A may leave Party B's
 * own details empty, and Party B edits only their own part.
 */
import TestUtils from '@tarojs/test-utils-react';
import { waitFor } from '@tarojs/test-utils-react/dist/pure';
import type { ContractDraft, ContractPrefill } from '@common/contracts';
import { ContractForm } from '../components/contract-form';

const utils = new TestUtils();

const prefill: ContractPrefill = {
  applicationId: 7,
  kind: 'electronic',
  partyAName: '杭州云栖科技有限公司',
  partyAAddress: '杭州市西湖区文三路90号',
  partyAPhone: '05718888888',
  partyBName: '张小明',
  partyBPosition: '前端开发工程师',
  partyBPhone: '13800000001',
  contractDate: '2026-05-01',
  startDate: '2026-06-01',
  endDate: '2029-05-31',
  formalSalary: 20000,
  payDay: 15,
};

async function mountForm(side: 'partyA' | 'partyB', initial: ContractPrefill = prefill) {
  const saved: ContractDraft[] = [];
  await utils.mount(ContractForm, {
    props: {
      side,
      initial,
      onSave: async (values: ContractDraft) => {
        saved.push(values);
      },
    },
  });
  return saved;
}

const field = (name: string) =>
  utils.queries.querySelector(
    `[data-testid="input-${name}"] input, input[data-testid="input-${name}"]`,
  ) as HTMLInputElement | null;
const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

function type(name: string, value: string) {
  utils.fireEvent.input(field(name)!, { target: { value }, detail: { value } } as never);
}

afterEach(() => utils.unmout());

test("Party A may leave Party B's own details empty; the draft is saved", async () => {
  const saved = await mountForm('partyA');
  utils.fireEvent.click(byTestId('contract-save')!);
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ partyAName: '杭州云栖科技有限公司', partyBIdNumber: '', bankCard: '' });
});

test('a wrong ID number and a too-low probation salary are refused on their fields, nothing saved', async () => {
  const saved = await mountForm('partyA', {
    ...prefill,
    probationStart: '2026-06-01',
    probationEnd: '2026-08-31',
    probationSalary: 15000,
  });
  type('partyBIdNumber', '110105194912310021');
  utils.fireEvent.click(byTestId('contract-save')!);
  await waitFor(() => expect(byTestId('error-partyBIdNumber')).toBeTruthy());
  expect(saved).toHaveLength(0);
  // The law's rules across fields are checked once every field is valid on its own.
  type('partyBIdNumber', '11010519491231002X');
  utils.fireEvent.click(byTestId('contract-save')!);
  await waitFor(() => expect(byTestId('error-probationSalary')?.textContent).toContain('16000'));
  expect(saved).toHaveLength(0);
  // The hints show the law's limits for what is typed.
  expect(byTestId('hint-probation')?.textContent).toContain('6');
  expect(byTestId('hint-probation-pay')?.textContent).toContain('16000');
  type('probationSalary', '16000');
  utils.fireEvent.click(byTestId('contract-save')!);
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ probationSalary: 16000, partyBIdNumber: '11010519491231002X' });
});

test("Party B edits only their own details, which are all required; Party A's terms are read-only", async () => {
  const saved = await mountForm('partyB', { ...prefill, partyBIdNumber: '', bankCard: '' });
  expect(field('partyAName')).toBeNull();
  expect(field('formalSalary')).toBeNull();
  expect(utils.queries.querySelector('[data-testid="contract-form"]')?.textContent).toContain('杭州云栖科技有限公司');
  utils.fireEvent.click(byTestId('contract-save')!);
  await waitFor(() => expect(byTestId('error-partyBIdNumber')).toBeTruthy());
  expect(saved).toHaveLength(0);
  type('partyBIdNumber', '11010519491231002x');
  type('partyBContactAddress', '杭州市西湖区古墩路1号');
  type('partyBRegisteredAddress', '北京市朝阳区建国路1号');
  type('bankName', '招商银行');
  type('bankCard', '6225 8812 3456 7890 123');
  utils.fireEvent.click(byTestId('contract-save')!);
  await waitFor(() =>
    expect(
      [...utils.queries.querySelectorAll('.form-field__error')].map((node) => node.getAttribute('data-testid')),
    ).toEqual([]),
  );
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({
    partyBIdNumber: '11010519491231002X',
    partyBContactAddress: '杭州市西湖区古墩路1号',
    partyBRegisteredAddress: '北京市朝阳区建国路1号',
    bankName: '招商银行',
    bankCard: '6225881234567890123',
  });
});
