/**
 * A loopback server speaking 爱签's open API as server/src/adapters/asign.ts describes it: it checks every
 * request's `sign` with the app's public key (answering 爱签's error otherwise), keeps users and contracts
 * in memory, answers signing URLs pointing at itself, serves the signed file, and lets a test sign, refuse
 * or expire a contract, which POSTs a callback signed with the platform's private key to the contract's
 * notifyUrl.
 */
import { createHash, createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ASIGN_SUCCESS } from '../src/adapters/asign';

export interface FakeContract {
  contractNo: string;
  status: number;
  pdf: Buffer;
  notifyUrl: string;
  signers: string[];
  validityTime: number;
}

export interface AsignFake {
  url: string;
  appId: string;
  /** The app's key pair (the client signs with the private key) and the platform's public key. */
  appPrivateKey: string;
  platformPublicKey: string;
  contracts: Map<string, FakeContract>;
  users: Set<string>;
  /** Calls seen, with whether their signature held. */
  calls: Array<{ path: string; signed: boolean; biz: Record<string, unknown> }>;
  /** Drives a contract and posts the callback; answers the callback's HTTP status and body. */
  act(
    contractNo: string,
    action: 'signCompleted' | 'refused' | 'expired',
    extra?: Record<string, unknown>,
  ): Promise<{ status: number; body: string; raw: string }>;
  /** Posts `raw` to the contract's notifyUrl with the given signature (forged or replayed callbacks). */
  post(contractNo: string, raw: string, signature: string): Promise<{ status: number; body: string }>;
  sign(raw: string): string;
  close(): Promise<void>;
}

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export async function startAsignFake(): Promise<AsignFake> {
  const app = pem();
  const platform = pem();
  const appId = 'app-test-1';
  const contracts = new Map<string, FakeContract>();
  const users = new Set<string>();
  const calls: AsignFake['calls'] = [];

  const answer = (res: http.ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const path = (req.url ?? '').replace(/^\//, '');
      if (req.method === 'GET' && path.startsWith('sign/')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>爱签 signing page</body></html>');
        return;
      }
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type'] ?? '') },
        body: Buffer.concat(chunks),
      })
        .formData()
        .catch(() => undefined);
      const bizData = String(form?.get('bizData') ?? '');
      const timestamp = String(form?.get('timestamp') ?? '');
      const signedText = `${form?.get('appId')}${createHash('md5').update(bizData, 'utf8').digest('hex')}${timestamp}`;
      let signed = false;
      try {
        signed =
          form?.get('appId') === appId &&
          createVerify('RSA-SHA1')
            .update(signedText, 'utf8')
            .verify(app.publicKey, String(req.headers.sign ?? ''), 'base64');
      } catch {
        signed = false;
      }
      const biz = (bizData ? JSON.parse(bizData) : {}) as Record<string, unknown>;
      calls.push({ path, signed, biz });
      if (!signed) return answer(res, { code: 100006, msg: '签名验证失败' });
      const contract = contracts.get(String(biz.contractNo ?? ''));
      switch (path) {
        case 'user/addPersonalUser':
          if (users.has(String(biz.account))) return answer(res, { code: 100021, msg: '用户已存在' });
          users.add(String(biz.account));
          return answer(res, { code: ASIGN_SUCCESS, msg: '成功', data: {} });
        case 'contract/createContract': {
          const file = (biz.contractFiles as Array<{ file: string }>)[0];
          contracts.set(String(biz.contractNo), {
            contractNo: String(biz.contractNo),
            status: 0,
            pdf: Buffer.from(file.file, 'base64'),
            notifyUrl: String(biz.notifyUrl),
            signers: [],
            validityTime: Number(biz.validityTime),
          });
          return answer(res, { code: ASIGN_SUCCESS, msg: '成功', data: {} });
        }
        case 'contract/addSigner':
          if (!contract) return answer(res, { code: 100056, msg: '合同不存在' });
          for (const signer of biz.signers as Array<{ account: string }>) {
            if (!users.has(signer.account)) return answer(res, { code: 100060, msg: '用户不存在' });
            contract.signers.push(signer.account);
          }
          contract.status = 1;
          return answer(res, { code: ASIGN_SUCCESS, msg: '成功', data: {} });
        case 'contract/getSignUrl':
          if (!contract || !contract.signers.includes(String(biz.account))) {
            return answer(res, { code: 100056, msg: '合同不存在' });
          }
          return answer(res, {
            code: ASIGN_SUCCESS,
            msg: '成功',
            data: {
              signUrl: `${url}/sign/${contract.contractNo}/${biz.account}?redirect=${encodeURIComponent(String(biz.redirectUrl))}`,
            },
          });
        case 'contract/status':
          if (!contract) return answer(res, { code: 100056, msg: '合同不存在' });
          return answer(res, { code: ASIGN_SUCCESS, msg: '成功', data: { status: contract.status } });
        case 'contract/downloadContract':
          if (!contract) return answer(res, { code: 100056, msg: '合同不存在' });
          return answer(res, { code: ASIGN_SUCCESS, msg: '成功', data: { data: contract.pdf.toString('base64') } });
        case 'contract/withdraw':
          if (!contract || contract.status > 1) return answer(res, { code: 100057, msg: '合同状态不允许撤回' });
          contract.status = 6;
          return answer(res, { code: ASIGN_SUCCESS, msg: '成功', data: {} });
        default:
          return answer(res, { code: 100404, msg: '接口不存在' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signText = (raw: string) => createSign('RSA-SHA1').update(raw, 'utf8').sign(platform.privateKey, 'base64');
  const post = async (contractNo: string, raw: string, signature: string) => {
    const contract = contracts.get(contractNo)!;
    const response = await fetch(contract.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: signature },
      body: raw,
    });
    return { status: response.status, body: await response.text() };
  };

  return {
    url,
    appId,
    appPrivateKey: app.privateKey,
    platformPublicKey: platform.publicKey,
    contracts,
    users,
    calls,
    sign: signText,
    post,
    async act(contractNo, action, extra = {}) {
      const contract = contracts.get(contractNo)!;
      if (action === 'signCompleted') {
        contract.status = 2;
        // The provider's signed file: ours with its own signature appended (a stand-in for its PAdES).
        contract.pdf = Buffer.concat([contract.pdf, Buffer.from('\n% signed by asign\n')]);
      }
      if (action === 'refused') contract.status = 4;
      if (action === 'expired') contract.status = 3;
      const raw = JSON.stringify({
        action,
        noticeId: randomUUID(),
        contractNo,
        account: contract.signers[0],
        time: new Date().toISOString(),
        ...extra,
      });
      return { ...(await post(contractNo, raw, signText(raw))), raw };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
