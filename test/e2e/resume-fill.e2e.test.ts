/**
 * 从文件填写简历 end to end, against the real server and its reader: the demo seeker chooses a DOCX resume (made
 * here with `docx`) on pages/resume/fill, the review shows one card per part read, nothing is saved until
 * 采用; accepting the education and the project saves them through the resume's own calls, and the online
 * resume page shows them. Screenshots of the review at 390x844 and 1280x800.
 */
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  WAIT_MS,
  apiAs,
  byTestId,
  screenshot,
  storeSession,
  textField,
  useCjkFont,
  visible,
} from './support/harness';
import { axeFindings, injectAudit, runGuard } from './support/guard-audit';
import { e2eSuite } from './support/suite';

jest.setTimeout(240_000);
useCjkFont();

const SEEKER = '13800000001';
const SCHOOL = '云栖理工学院';
const PROJECT = '青禾简历助手';

const suite = e2eSuite({ users: { seeker: SEEKER } });
const { open } = suite;

/** A one-column Chinese resume, as a seeker would write it in Word. */
async function resumeDocx(): Promise<Buffer> {
  const line = (text: string) => new Paragraph({ children: [new TextRun(text)] });
  const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(text)] });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('陈思远')] }),
          line('性别：男'),
          line('出生年月：1996.05'),
          line('电话：13912345678'),
          line('邮箱：siyuan.chen@example.com'),
          heading('教育背景'),
          line(`2014.09 - 2018.06  ${SCHOOL}  软件工程  本科`),
          heading('工作经历'),
          line('2018.07 - 至今  杭州云帆科技有限公司  前端开发工程师'),
          line('负责招聘小程序的前端开发，搭建组件库。'),
          heading('项目经历'),
          line(`${PROJECT}  前端负责人`),
          line('从零搭建求职者端小程序，支持简历填写与投递。'),
          heading('专业技能'),
          line('熟悉 React、TypeScript 与 Taro 跨端开发'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The guard's checks (guard.e2e.test.ts) on what is on screen now: overflow and clipping, taps, axe. */
async function audit(page: Page): Promise<void> {
  await injectAudit(page);
  const findings = [
    ...(await runGuard(page, 'layout')),
    ...(await runGuard(page, 'taps')),
    ...(await axeFindings(page)),
  ];
  expect(findings).toEqual([]);
}

interface ResumeShape {
  educations: Array<{ school: string; degree: string; major: string; graduationDate: string }>;
  projects: Array<{ name: string; role: string; description: string }>;
  experiences: Array<{ content: string }>;
  basic: { nickname: string } | null;
}

test('the seeker fills the resume from a DOCX: two parts accepted, the resume shows them', async () => {
  const { seeker } = suite.users;
  const before = await apiAs<ResumeShape>(suite.server, seeker.token, 'GET', 'resume');
  expect(before.data.educations.some((e) => e.school === SCHOOL)).toBe(false);
  expect(before.data.projects.some((p) => p.name === PROJECT)).toBe(false);

  const s = seeker.page;
  await open(s, 'pages/resume/fill');
  await visible(s, '[data-testid="fill-choose"]').waitFor();
  await screenshot(s, 'e2e-resume-fill-choose-phone');
  await byTestId(s, 'fill-input').setInputFiles({
    name: '陈思远-前端.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await resumeDocx(),
  });

  // ---- The review: one card per part, nothing saved yet ------------------------------------------------------
  const cards = visible(s, '[data-testid="fill-card"]');
  await cards.first().waitFor();
  await expect(cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-key')))).resolves.toEqual([
    'basic',
    'education-0',
    'experience-0',
    'project-0',
    'skills',
  ]);
  const card = (key: string) => visible(s, `[data-testid="fill-card"][data-key="${key}"]`);
  await expect(card('education-0').innerText()).resolves.toContain(SCHOOL);
  await expect(card('education-0').innerText()).resolves.toContain('本科');
  await expect(card('experience-0').innerText()).resolves.toContain('杭州云帆科技有限公司');
  await expect(card('experience-0').innerText()).resolves.toMatch(/开始时间\s+2018-07-01\s+结束时间\s+至今/);
  await expect(card('experience-0').locator('[data-testid="fill-card-missing"]').innerText()).resolves.toContain(
    '所属行业',
  );
  const unchanged = await apiAs<ResumeShape>(suite.server, seeker.token, 'GET', 'resume');
  expect(unchanged.data.educations).toEqual(before.data.educations);
  expect(unchanged.data.projects).toEqual(before.data.projects);
  await screenshot(s, 'e2e-resume-fill-phone');
  await s.setViewportSize(DESKTOP);
  await screenshot(s, 'e2e-resume-fill-desktop');
  await s.setViewportSize(PHONE);

  // ---- 采用 two parts, 忽略 one -------------------------------------------------------------------------------
  await card('education-0').locator('[data-testid="fill-accept"]').click();
  await card('education-0').locator('[data-testid="fill-card-saved"]').waitFor();
  await card('project-0').locator('[data-testid="fill-accept"]').click();
  await card('project-0').locator('[data-testid="fill-card-saved"]').waitFor();
  await card('skills').locator('[data-testid="fill-ignore"]').click();
  await card('skills').waitFor({ state: 'detached' });
  await screenshot(s, 'e2e-resume-fill-accepted-phone');

  const after = await apiAs<ResumeShape>(suite.server, seeker.token, 'GET', 'resume');
  expect(after.data.educations.find((e) => e.school === SCHOOL)).toMatchObject({
    degree: 'bachelor',
    major: '软件工程',
    graduationDate: '2018-06-01',
  });
  expect(after.data.projects.find((p) => p.name === PROJECT)).toMatchObject({
    role: '前端负责人',
    description: '从零搭建求职者端小程序，支持简历填写与投递。',
  });
  // Only what was accepted: the experience and the basic information stay as they were.
  expect(after.data.experiences).toEqual(before.data.experiences);
  expect(after.data.basic?.nickname).toBe(before.data.basic?.nickname);

  // ---- 补充后保存 on the experience opens its form with what was read (the company as the first line) -----------
  await card('experience-0').locator('[data-testid="fill-complete"]').click();
  await s.waitForURL(/pages\/resume\/expectations\?draft=1/);
  await expect(textField(s, 'jobTitle').inputValue()).resolves.toBe('前端开发工程师');
  await expect(textField(s, 'content').inputValue()).resolves.toBe(
    '公司：杭州云帆科技有限公司\n负责招聘小程序的前端开发，搭建组件库。',
  );
  await visible(s, '[data-testid="save"]').waitFor();
  await s.waitForTimeout(500); // the page's slide-in
  await screenshot(s, 'e2e-resume-fill-experience-form-phone');
  await s.goBack();
  await s.waitForURL(/pages\/resume\/fill/);

  // ---- The online resume shows them ------------------------------------------------------------------------
  await byTestId(s, 'fill-to-resume').click();
  await s.waitForURL(/pages\/resume\/index/);
  await s.getByText(SCHOOL).first().waitFor();
  await s.getByText(PROJECT).first().waitFor();
});

test("the review passes the guard's checks (overflow, taps, axe) at both sizes", async () => {
  // The guard's own window: its audit scripts are injected, which the page's CSP forbids otherwise.
  const context = await suite.browser.newContext({
    viewport: PHONE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    bypassCSP: true,
  });
  context.setDefaultTimeout(WAIT_MS);
  try {
    const page = await context.newPage();
    await open(page, 'pages/index/index');
    await storeSession(suite.server, page, suite.users.seeker);
    await open(page, 'pages/resume/fill');
    await visible(page, '[data-testid="fill-choose"]').waitFor();
    await audit(page);
    await byTestId(page, 'fill-input').setInputFiles({
      name: '陈思远-前端.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await resumeDocx(),
    });
    await visible(page, '[data-testid="fill-card"]').first().waitFor();
    await audit(page);
    await page.setViewportSize(DESKTOP);
    await audit(page);
  } finally {
    await context.close();
  }
});
