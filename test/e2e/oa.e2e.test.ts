/**
 * Office admin, end to end, against the real server and the H5 build: the demo recruiter adds two staff
 * (ID photos uploaded), creates a project, adds both as members, tries one twice and reads the refusal,
 * exports the roster and imports it back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  byTestId,
  chinaDate,
  dateField,
  pickerField,
  screenshot,
  textField,
  visible,
} from './support/harness';
import { encodePng } from '../../server/src/core/png';
import { e2eSuite } from './support/suite';

jest.setTimeout(240_000);

const suite = e2eSuite({ users: { recruiter: '13800000002' } });
const { open } = suite;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oa-e2e-'));

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A small PNG standing in for an ID card photo: light grey with a dark band. */
function idPhoto(name: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(
    file,
    encodePng(120, 76, (x, y) => (y > 20 && y < 50 && x >= 3 && x < 40 ? 0x333333ff : 0xeeeeeeff)),
  );
  return file;
}

async function addStaff(page: Page, person: { name: string; phone: string; idNumber: string; position: string }) {
  await open(page, 'pages/oa/staff/list');
  await byTestId(page, 'staff-add').click();
  await byTestId(page, 'staff-form').waitFor();
  await textField(page, 'name').fill(person.name);
  await textField(page, 'phone').fill(person.phone);
  await textField(page, 'idNumber').fill(person.idNumber);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), byTestId(page, 'upload-front').click()]);
  await chooser.setFiles(idPhoto(`${person.name}.png`));
  await byTestId(page, 'photo-front').waitFor();
  await pickerField(page, 'gender').selectOption({ index: 1 });
  await textField(page, 'position').fill(person.position);
  await textField(page, 'department').fill('技术部');
  await textField(page, 'contactAddress').fill('杭州市西湖区文三路 90 号');
  await textField(page, 'householdAddress').fill('杭州市上城区解放路 1 号');
  await dateField(page, 'graduationDate').fill('2019-06-30');
  await byTestId(page, 'staff-save').click();
  await visible(page, '[data-testid="staff-card"]').filter({ hasText: person.name }).first().waitFor();
}

test('two staff with ID photos, a project with both as members (once each), the roster out and back', async () => {
  const { recruiter } = suite.users;
  const page = recruiter.page;
  await addStaff(page, { name: '孙悦', phone: '13912340001', idNumber: '11010519491231002X', position: '测试工程师' });
  await addStaff(page, { name: '钱峰', phone: '13912340002', idNumber: '330106199204152331', position: '运维工程师' });
  const card = visible(page, '[data-testid="staff-card"]').filter({ hasText: '孙悦' }).first();
  await expect(card.textContent()).resolves.toContain('1101**********002X');
  await screenshot(page, 'oa-staff-list');

  // The full ID number only for a reason; the access log shows it.
  await card.click();
  await byTestId(page, 'staff-reveal').click();
  await textField(page, 'reason').fill('办理社保');
  await byTestId(page, 'reject-confirm').click();
  await byTestId(page, 'staff-id').filter({ hasText: '11010519491231002X' }).waitFor();
  await byTestId(page, 'view-front').click();
  await byTestId(page, 'photo-front').waitFor();
  await screenshot(page, 'oa-staff-operate');

  // A project, both as members, one twice.
  await open(page, 'pages/oa/project/list');
  await byTestId(page, 'project-add').click();
  await textField(page, 'name').fill('质量保障平台');
  // Running today, whatever today is (an ended project takes no new members).
  await dateField(page, 'startDate').fill(chinaDate(-30));
  await dateField(page, 'endDate').fill(chinaDate(365));
  await textField(page, 'introduction').fill('自动化测试与发布质量看板');
  await byTestId(page, 'project-save').click();
  await byTestId(page, 'project-info').waitFor();
  for (const [name, post] of [
    ['孙悦', '测试负责人'],
    ['钱峰', '运维'],
  ]) {
    const options = await pickerField(page, 'staffId').locator('option').allTextContents();
    await pickerField(page, 'staffId').selectOption({ index: options.findIndex((text) => text.startsWith(name)) });
    await textField(page, 'post').fill(post);
    await byTestId(page, 'member-add').click();
    await visible(page, '[data-testid="project-member"]')
      .filter({ hasText: `${name} · ${post}` })
      .waitFor();
  }
  await expect(visible(page, '[data-testid="project-member"]').count()).resolves.toBe(2);
  // Once each: the picker no longer offers staff already in the project (the server refuses a duplicate too).
  const offered = await pickerField(page, 'staffId').locator('option').allTextContents();
  expect(offered.some((text) => text.startsWith('孙悦') || text.startsWith('钱峰'))).toBe(false);
  await screenshot(page, 'oa-project-info');

  // The roster out to .xlsx and back in (the 4 demo staff, the signed contract's Party B, the two added).
  await open(page, 'pages/oa/staff/list');
  await byTestId(page, 'staff-card').first().waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), byTestId(page, 'staff-export').click()]);
  const roster = path.join(dir, 'roster.xlsx');
  await download.saveAs(roster);
  expect(fs.readFileSync(roster).subarray(0, 2).toString()).toBe('PK');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), byTestId(page, 'staff-import').click()]);
  await chooser.setFiles(roster);
  await byTestId(page, 'import-report').filter({ hasText: '更新 7 人' }).waitFor();
  await byTestId(page, 'tab-log').click();
  await visible(page, '[data-testid="access-row"]').filter({ hasText: '导出花名册' }).first().waitFor();
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'oa-access-log-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'pages/oa/project/list');
  await byTestId(page, 'project-card').first().waitFor();
  await screenshot(page, 'oa-project-list');
  expect(recruiter.pageErrors).toEqual([]);
});
