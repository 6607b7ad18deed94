/**
 * The contract screens as each side meets them (issue 29, contracts): the form opened bare offers the
 * recruiter's offers (not a validation text); Party B is addressed as "you", a draft reads 草稿; Party B's
 * signing page opened by Party A says what it is for and where the contract stands; the contract's page
 * follows the other side's action pushed over the socket and reloads when shown again; verifying a file
 * that is not a PDF never leaves the last verdict standing; Party B's fields to fill look like inputs.
 */
import TestUtils from '@tarojs/test-utils-react';
import type { ServerFrame } from '@common/realtime';
import type { ContractDetail, ContractOffer } from '@common/contracts';
import { call } from '@/lib/call';
import { catalogueReady, useLocale } from '@/lib/i18n';
import { RequestError } from '@/lib/request';
import { upload } from '@/lib/upload';
import * as contracts from '@/api/contracts';
import { ContractEditor } from '../components/contract-editor';
import { ContractForm } from '../components/contract-form';
import { ContractHub } from '../components/contract-hub';
import { SigningFlow } from '../components/signing-flow';

// babel-jest hoists these above the imports.
jest.mock('@/lib/call', () => ({ call: jest.fn() }));
jest.mock('@/lib/upload', () => ({ upload: jest.fn() }));
jest.mock('../pick-file', () => ({ pickFile: jest.fn(() => Promise.resolve({ path: 'blob:x', name: 'x.pdf' })) }));
const mockListeners = new Set<(frame: ServerFrame) => void>();
jest.mock('@/lib/socket-loader', () => ({
  loadRealtime: () =>
    Promise.resolve({
      on: (listener: (frame: ServerFrame) => void) => {
        mockListeners.add(listener);
        return () => mockListeners.delete(listener);
      },
    }),
}));
// Coming back to the page: Taro's useDidShow, which Taro's framework runtime provides in an app (not in
// these tests): here it keeps the callbacks so the test can show the page again. Everything else is Taro's.
const mockShows: Array<() => void> = [];
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro');
  const useDidShow = (fn: () => void) => {
    mockShows.push(fn);
  };
  // A proxy, not a copy: Taro's H5 APIs are added to the module after it loads.
  return new Proxy(actual, {
    get: (target, key) => (key === 'useDidShow' ? useDidShow : Reflect.get(target, key)),
    has: (target, key) => key === 'useDidShow' || Reflect.has(target, key),
    ownKeys: (target) => [...Reflect.ownKeys(target), 'useDidShow'],
    getOwnPropertyDescriptor: (target, key) =>
      key === 'useDidShow'
        ? { value: useDidShow, enumerable: true, configurable: true, writable: true }
        : Reflect.getOwnPropertyDescriptor(target, key),
  });
});

/** Switches the language and waits for its catalogue (English loads apart on H5). */
async function setLocale(locale: 'zh-Hans' | 'en') {
  // Not setLocale: that also stores the choice, and storage is not what this suite is about.
  useLocale.setState({ locale });
  await catalogueReady();
}

// The answer depends on the call; typed loosely, as `call` is generic over every endpoint.
const mockedCall = call as unknown as jest.Mock;
const mockedUpload = upload as unknown as jest.Mock;

const utils = new TestUtils();
afterEach(() => {
  utils.unmout();
  mockedCall.mockReset();
  mockedUpload.mockReset();
  mockListeners.clear();
  mockShows.length = 0;
  useLocale.setState({ locale: 'zh-Hans' });
});

const fields = {
  kind: 'electronic' as const,
  partyAName: '杭州云栖科技有限公司',
  partyAAddress: '杭州市西湖区文三路90号',
  partyAPhone: '05718888888',
  partyBName: '张小明',
  partyBPosition: '前端开发工程师',
  partyBPhone: '13800000001',
  partyBIdNumber: '',
  partyBContactAddress: '',
  partyBRegisteredAddress: '',
  bankName: '',
  bankCard: '',
  contractDate: '2026-05-01',
  startDate: '2026-06-01',
  endDate: '2029-05-31',
  formalSalary: 20000,
  payDay: 15,
  terms: '',
};

function detail(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    id: 9,
    contractNo: 'HT20260501000009',
    kind: 'electronic',
    status: 'sent',
    partyAName: '杭州云栖科技有限公司',
    partyBName: '张小明',
    partyBPosition: '前端开发工程师',
    partyBIdMasked: '',
    startDate: '2026-06-01',
    endDate: '2029-05-31',
    deadline: '2026-05-08T10:00:00.000Z',
    sentAt: '2026-05-01T02:00:00.000Z',
    signedAt: null,
    updatedAt: '2026-05-01T02:00:00.000Z',
    role: 'partyA',
    applicationId: 7,
    fields: fields as unknown as ContractDetail['fields'],
    attachmentName: null,
    provider: 'builtin',
    reason: null,
    partyBComplete: true,
    readSince: null,
    minReadSeconds: 10,
    identityTriesLeft: 5,
    textHash: 'abc',
    events: [],
    ...overrides,
  };
}

/**
 * Polls with real timers (not waitFor): answers that a mount, a socket frame or a click starts resolve
 * outside React's act, which waitFor's polling held up here.
 */
async function until(check: () => void, timeout = 2000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const byTestId = (id: string) => utils.queries.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const pageText = () => document.body.textContent ?? '';

describe('the form opened without a contract or an offer', () => {
  const offers: ContractOffer[] = [
    {
      applicationId: 7,
      seekerName: '张小明',
      positionTitle: '前端开发工程师',
      passedAt: '2026-04-30T02:00:00Z',
      contractId: null,
    },
  ];

  test('a recruiter gets the offer picker (新建合同), never a validation text', async () => {
    mockedCall.mockImplementation((endpoint: unknown) =>
      endpoint === contracts.offers
        ? Promise.resolve(offers)
        : Promise.reject(new RequestError('不能小于1', 'refused')),
    );
    await utils.mount(ContractEditor, { props: { side: 'partyA' } });
    await until(() => expect(byTestId('contract-offer')).toBeTruthy());
    expect(pageText()).toContain('新建合同');
    expect(pageText()).toContain('张小明 · 前端开发工程师');
    expect(pageText()).not.toMatch(/加载失败|不能小于/);
    expect(mockedCall).not.toHaveBeenCalledWith(contracts.prefill, expect.anything());
  });

  test('a seeker is told in words where their contracts are (zh and en)', async () => {
    mockedCall.mockRejectedValue(new RequestError('不能小于1', 'refused'));
    await utils.mount(ContractEditor, { props: { side: 'partyB' } });
    await until(() => expect(byTestId('contract-nothing')).toBeTruthy());
    expect(pageText()).toContain('请从签署列表打开招聘方发给你的合同');
    expect(pageText()).not.toMatch(/加载失败|不能小于/);
    expect(mockedCall).not.toHaveBeenCalled();
    utils.unmout();
    await setLocale('en');
    await utils.mount(ContractEditor, { props: { side: 'partyB' } });
    await until(() => expect(byTestId('contract-nothing')).toBeTruthy());
    expect(pageText()).toContain('Open the contract a recruiter sent you');
  });
});

describe('who the words are about', () => {
  test('Party B is told the contract waits for them, Party A that it waits for Party B', async () => {
    mockedCall.mockResolvedValue(detail({ role: 'partyB' }));
    await utils.mount(ContractHub, { props: { id: 9 } });
    await until(() => expect(byTestId('contract-result')).toBeTruthy());
    expect(byTestId('contract-result')!.textContent).toBe('待你签署');
    expect(pageText()).not.toContain('等待乙方签署');
    utils.unmout();
    await setLocale('en');
    await utils.mount(ContractHub, { props: { id: 9 } });
    await until(() => expect(byTestId('contract-result')).toBeTruthy());
    expect(byTestId('contract-result')!.textContent).toBe('Waiting for your signature');
    utils.unmout();
    await setLocale('zh-Hans');
    mockedCall.mockResolvedValue(detail({ role: 'partyA' }));
    await utils.mount(ContractHub, { props: { id: 9 } });
    await until(() => expect(byTestId('contract-result')).toBeTruthy());
    expect(byTestId('contract-result')!.textContent).toBe('等待乙方签署');
  });

  test('a draft reads 草稿 (Draft), not 未签署', async () => {
    mockedCall.mockResolvedValue(detail({ status: 'draft', deadline: null, sentAt: null }));
    await utils.mount(ContractHub, { props: { id: 9 } });
    await until(() => expect(utils.queries.querySelector('.contract-status')).toBeTruthy());
    expect(utils.queries.querySelector('.contract-status')!.textContent).toBe('草稿');
    expect(pageText()).not.toContain('未签署');
    utils.unmout();
    await setLocale('en');
    await utils.mount(ContractHub, { props: { id: 9 } });
    await until(() => expect(utils.queries.querySelector('.contract-status')).toBeTruthy());
    expect(utils.queries.querySelector('.contract-status')!.textContent).toBe('Draft');
  });

  test("Party A on Party B's signing page is told Party B signs there, and the contract's state", async () => {
    mockedCall.mockResolvedValue(detail({ role: 'partyA' }));
    await utils.mount(SigningFlow, { props: { id: 9 } });
    await until(() => expect(byTestId('signing-other')).toBeTruthy());
    expect(pageText()).toContain('乙方（张小明）在此页面签署');
    expect(byTestId('signing-state')!.textContent).toContain('合同状态：待签署');
    utils.unmout();
    await setLocale('en');
    await utils.mount(SigningFlow, { props: { id: 9 } });
    await until(() => expect(byTestId('signing-other')).toBeTruthy());
    expect(pageText()).toContain('Party B (张小明) signs on this page');
    expect(byTestId('signing-state')!.textContent).toContain('Contract status: Waiting to sign');
  });
});

test("the recruiter's contract page follows Party B's signing (the socket), and reloads when shown again", async () => {
  mockedCall.mockResolvedValue(detail({ role: 'partyA' }));
  await utils.mount(ContractHub, { props: { id: 9 } });
  await until(() => expect(byTestId('contract-result')?.textContent).toBe('等待乙方签署'));
  await until(() => expect(mockListeners.size).toBe(1));

  // Party B signs: the server notifies Party A, the socket pushes `notification`.
  mockedCall.mockResolvedValue(detail({ role: 'partyA', status: 'signed', signedAt: '2026-05-02T02:00:00.000Z' }));
  for (const listener of mockListeners) listener({ type: 'notification' });
  await until(() => expect(byTestId('contract-result')?.textContent).toBe('合同已签署'));

  // Withdrawn elsewhere meanwhile; coming back to the page shows it.
  mockedCall.mockResolvedValue(detail({ role: 'partyA', status: 'void' }));
  const calls = mockedCall.mock.calls.length;
  for (const show of [...mockShows]) show(); // the first show: the load just made
  for (const show of [...mockShows]) show();
  await until(() => expect(byTestId('contract-result')?.textContent).toBe('合同已撤回'));
  expect(mockedCall.mock.calls.length).toBeGreaterThan(calls);
});

test('verifying a file that is not a PDF says so, and the last verdict does not stay', async () => {
  mockedCall.mockResolvedValue(detail({ role: 'partyA' }));
  mockedUpload.mockResolvedValueOnce({
    signed: true,
    intact: false,
    ours: false,
    contractNo: null,
    status: null,
    partyA: null,
    partyB: null,
    signedAt: null,
  } as never);
  await utils.mount(ContractHub, { props: { id: 9 } });
  await until(() => expect(byTestId('verify-pick')).toBeTruthy());
  utils.fireEvent.click(byTestId('verify-pick')!);
  await until(() => expect(byTestId('verify-result')?.textContent).toContain('文件签名后被改动过'));

  mockedUpload.mockRejectedValueOnce(
    new RequestError(
      '该文件不是 PDF：请上传平台签署的合同 PDF 文件',
      'refused',
      undefined,
      undefined,
      'contracts.verifyNotPdf',
    ),
  );
  utils.fireEvent.click(byTestId('verify-pick')!);
  await until(() => expect(byTestId('verify-refusal')?.textContent).toContain('该文件不是 PDF'));
  expect(byTestId('verify-result')).toBeNull();
  expect(pageText()).not.toContain('文件签名后被改动过');
});

test("Party B's details to fill are inputs with a placeholder, boxed apart from the read-only lines", async () => {
  await utils.mount(ContractForm, { props: { side: 'partyB', initial: fields, onSave: async () => undefined } });
  for (const name of ['partyBIdNumber', 'partyBContactAddress', 'partyBRegisteredAddress', 'bankName', 'bankCard']) {
    const box = byTestId(`fill-${name}`);
    expect(box?.className).toContain('contract-form__fill');
    const input = box!.querySelector(`[data-testid="input-${name}"]`) as HTMLElement;
    expect(input).toBeTruthy();
    expect(input.getAttribute('placeholder')).toMatch(/^请填写/);
  }
  // Party A's terms stay read-only lines, outside the boxes.
  expect(byTestId('fill-partyBName')).toBeNull();
  expect(byTestId('input-partyBName')).toBeNull();
  expect(pageText()).toContain('张小明');
});
