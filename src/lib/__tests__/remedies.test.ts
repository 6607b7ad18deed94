/**
 * Refusals with a remedy (the other identity's feature, a company not ready) are offered a way out instead
 * of a toast; the rest keep the toast. Toasts last 2000 ms unless told, and only lib/toast.ts shows them.
 */
import fs from 'node:fs';
import path from 'node:path';
import Taro from '@tarojs/taro';
import type { FakeTaro } from '../../../test/app/fake-taro';

jest.mock('@tarojs/taro', () => {
  const fake = jest.requireActual('../../../test/app/fake-taro').createFakeTaro();
  return { __esModule: true, default: fake, ...fake };
});
const mockTaro = Taro as unknown as FakeTaro;

import { MSG } from '@common/messages';
import { remedyFor, installRemedies } from '@/services/remedy-keys';
import { request } from '../request';
import { useSession } from '../session';
import { toast } from '../toast';

beforeEach(() => {
  mockTaro.calls.toasts.length = 0;
  useSession.getState().login({ token: 'tok-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
});

test('which refusals have a remedy', () => {
  expect(remedyFor(MSG.errors.needsRecruiter)).toEqual({ kind: 'identity', identity: 'recruiter' });
  expect(remedyFor(MSG.errors.needsSeeker)).toEqual({ kind: 'identity', identity: 'seeker' });
  expect(remedyFor(MSG.positions.companyRequired)).toEqual({ kind: 'company' });
  expect(remedyFor(MSG.resume.companyNotApproved)).toEqual({ kind: 'company' });
  expect(remedyFor(MSG.errors.forbidden)).toBeUndefined();
  expect(remedyFor(undefined)).toBeUndefined();
});

test('a refusal with a remedy is not toasted; one without still is', async () => {
  installRemedies();
  mockTaro.setTransport(async () => ({
    statusCode: 200,
    data: { code: 502, msg: '请先完善公司信息再发布职位', key: MSG.positions.companyRequired },
  }));
  await expect(request({ url: 'positions', method: 'POST' })).rejects.toMatchObject({
    key: MSG.positions.companyRequired,
  });
  expect(mockTaro.calls.toasts).toEqual([]);
  mockTaro.setTransport(async () => ({
    statusCode: 200,
    data: { code: 502, msg: '请先完成图形验证码', key: MSG.auth.captchaRequired },
  }));
  await expect(request({ url: 'app/sendCode', method: 'POST' })).rejects.toMatchObject({ kind: 'refused' });
  expect(mockTaro.calls.toasts).toEqual([expect.objectContaining({ title: '请先完成图形验证码', duration: 2000 })]);
});

test('toasts last 2000 ms unless told, and nothing else calls Taro.showToast', async () => {
  await toast({ title: 'a', icon: 'none' });
  await toast({ title: 'b', icon: 'none', duration: 5000 });
  expect(mockTaro.calls.toasts).toEqual([
    expect.objectContaining({ title: 'a', duration: 2000 }),
    expect.objectContaining({ title: 'b', duration: 5000 }),
  ]);
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !full.endsWith(path.join('lib', 'toast.ts'))) {
        if (fs.readFileSync(full, 'utf8').includes('Taro.showToast(')) offenders.push(full);
      }
    }
  };
  walk(path.resolve(__dirname, '../..'));
  expect(offenders).toEqual([]);
});
