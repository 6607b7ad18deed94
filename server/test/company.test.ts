/** The recruiter's company: saving, the rules, submitting for verification, and edits of an approved company. */
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { build, injectAs, type TestCaller } from './helpers';
import { anonymous, approvedPosition, call, validCompany } from './positions-helpers';

const clock = manualClock();
let app: FastifyInstance;
let operator: TestCaller;
beforeAll(async () => {
  app = await build({ clock, env: { SEED_DEMO: 'false' } });
  operator = await injectAs(app, 'operator');
});
afterAll(async () => {
  await app.close();
});

async function companyRow(userId: number) {
  return app.db.selectFrom('companies').selectAll().where('owner_user_id', '=', userId).executeTakeFirst();
}

describe('GET / PUT company', () => {
  it('answers null before the first save, then the saved company as draft', async () => {
    const recruiter = await injectAs(app, 'recruiter');
    expect(await call(recruiter, 'GET', 'company')).toMatchObject({ code: 200, data: null });

    const saved = await call(recruiter, 'PUT', 'company', validCompany);
    expect(saved).toMatchObject({ code: 200, msg: '公司信息已保存' });
    expect(saved.data).toEqual({
      id: expect.any(Number),
      name: '杭州测试科技有限公司',
      website: 'https://www.example.com',
      contact: '05718888888',
      region: '330106',
      regionName: '杭州·西湖区',
      addressDetail: '文三路90号',
      size: '100-499',
      type: 'private',
      slogan: '让招聘更简单',
      introduction: '一家测试公司',
      logo: '/api/uploads/logo.png',
      businessLicense: '/api/uploads/license.png',
      sealLetter: '/api/uploads/letter.png',
      links: [{ title: '官网', url: 'https://www.example.com' }],
      acceptTerms: true,
      acceptAuthorization: true,
      status: 'draft',
      reviewReason: null,
      submittedAt: null,
      reviewedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call(recruiter, 'GET', 'company')).data).toEqual(saved.data);

    // One company per recruiter: a second save edits it.
    const again = await call(recruiter, 'PUT', 'company', { ...validCompany, slogan: '新口号', links: [] });
    expect(again.data).toMatchObject({ id: saved.data.id, slogan: '新口号', links: [], status: 'draft' });
    const count = await app.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_id', '=', recruiter.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('optional fields may be left out', async () => {
    const recruiter = await injectAs(app, 'recruiter');
    const { name, contact, region, addressDetail, size, type, acceptTerms, acceptAuthorization } = validCompany;
    const saved = await call(recruiter, 'PUT', 'company', {
      name,
      contact,
      region,
      addressDetail,
      size,
      type,
      acceptTerms,
      acceptAuthorization,
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ website: '', logo: '', businessLicense: '', sealLetter: '', links: [] });
  });

  it.each([
    [{ name: '' }, '此项为必填项'],
    [{ name: '公'.repeat(51) }, '不能超过50个字符'],
    [{ contact: '1380000000' }, '请输入11位联系电话'],
    [{ contact: '' }, '此项为必填项'],
    [{ region: '' }, '此项为必填项'],
    [{ region: '990000' }, '请选择正确的地区'],
    [{ addressDetail: ' ' }, '此项为必填项'],
    [{ size: '100-500' }, '请选择有效的选项'],
    [{ type: '民营企业' }, '请选择有效的选项'],
    [{ acceptTerms: false }, '请阅读并勾选相关条款及授权'],
    [{ acceptAuthorization: undefined }, '请阅读并勾选相关条款及授权'],
    [{ website: 'www.example.com' }, '请输入以http://或https://开头的链接'],
    [{ links: [{ title: '微博', url: 'weibo' }] }, '请输入以http://或https://开头的链接'],
    [{ logo: 'javascript:alert(1)' }, '请重新上传文件'],
  ])('refuses %j with its message and saves nothing', async (change, message) => {
    const recruiter = await injectAs(app, 'recruiter');
    const json = await call(recruiter, 'PUT', 'company', { ...validCompany, ...change });
    expect(json).toEqual({ code: 502, msg: message });
    expect(await companyRow(recruiter.userId)).toBeUndefined();
  });

  it('answers refusals in the caller language', async () => {
    const recruiter = await injectAs(app, 'recruiter');
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', recruiter.userId).execute();
    expect(await call(recruiter, 'PUT', 'company', { ...validCompany, contact: '123' })).toEqual({
      code: 502,
      msg: 'Please enter an 11-digit contact phone number',
    });
    expect((await call(recruiter, 'PUT', 'company', validCompany)).msg).toBe('Company information saved');
  });

  it('is for recruiters only', async () => {
    const seeker = await injectAs(app, 'seeker');
    expect(await call(seeker, 'GET', 'company')).toMatchObject({ code: 403 });
    expect(await call(seeker, 'PUT', 'company', validCompany)).toMatchObject({ code: 403 });
    expect(await call(seeker, 'POST', 'company/submit')).toMatchObject({ code: 403 });
    expect(await anonymous(app, 'company')).toMatchObject({ code: 401 });
    expect(await companyRow(seeker.userId)).toBeUndefined();
  });
});

describe('POST company/submit and the review', () => {
  it('needs a saved company, the business license and the sealed letter', async () => {
    const recruiter = await injectAs(app, 'recruiter');
    expect(await call(recruiter, 'POST', 'company/submit')).toEqual({ code: 502, msg: '请先填写公司信息' });

    await call(recruiter, 'PUT', 'company', { ...validCompany, businessLicense: '', sealLetter: '' });
    expect(await call(recruiter, 'POST', 'company/submit')).toEqual({ code: 502, msg: '请上传营业执照' });
    await call(recruiter, 'PUT', 'company', { ...validCompany, sealLetter: '' });
    expect(await call(recruiter, 'POST', 'company/submit')).toEqual({ code: 502, msg: '请上传加盖公章的申请函' });
    expect((await companyRow(recruiter.userId))?.status).toBe('draft');

    await call(recruiter, 'PUT', 'company', validCompany);
    const submitted = await call(recruiter, 'POST', 'company/submit');
    expect(submitted).toMatchObject({ code: 200, msg: '已提交认证，请等待审核' });
    expect(submitted.data).toMatchObject({ status: 'under_review', submittedAt: expect.any(String) });
    expect(await call(recruiter, 'POST', 'company/submit')).toEqual({
      code: 502,
      msg: '公司信息正在审核中，请耐心等待',
    });
  });

  it('a failed review carries the reason; editing and submitting again goes back to review', async () => {
    const recruiter = await injectAs(app, 'recruiter');
    const { data: company } = await call(recruiter, 'PUT', 'company', validCompany);
    await call(recruiter, 'POST', 'company/submit');
    const rejected = await call(operator, 'POST', `review/companies/${company.id}/reject`, {
      reason: '营业执照不清晰',
    });
    expect(rejected).toMatchObject({ code: 200, data: { status: 'audit_failed', reviewReason: '营业执照不清晰' } });
    expect((await call(recruiter, 'GET', 'company')).data).toMatchObject({
      status: 'audit_failed',
      reviewReason: '营业执照不清晰',
      reviewedAt: expect.any(String),
    });

    await call(recruiter, 'PUT', 'company', { ...validCompany, businessLicense: '/api/uploads/license2.png' });
    const again = await call(recruiter, 'POST', 'company/submit');
    expect(again.data).toMatchObject({ status: 'under_review', reviewReason: null });
    const approved = await call(operator, 'POST', `review/companies/${company.id}/approve`);
    expect(approved.data).toMatchObject({ status: 'approved' });
    expect(await call(recruiter, 'POST', 'company/submit')).toEqual({ code: 502, msg: '公司信息已通过认证' });
  });

  it("editing an approved company's name or documents sends it back to review; other fields do not", async () => {
    const recruiter = await injectAs(app, 'recruiter');
    const { data: company } = await call(recruiter, 'PUT', 'company', validCompany);
    await call(recruiter, 'POST', 'company/submit');
    await call(operator, 'POST', `review/companies/${company.id}/approve`);

    const slogan = await call(recruiter, 'PUT', 'company', { ...validCompany, slogan: '新口号', size: '500-999' });
    expect(slogan).toMatchObject({ code: 200, msg: '公司信息已保存', data: { status: 'approved', size: '500-999' } });

    // Clearing a document of an approved company is refused (it could not be verified again).
    expect(await call(recruiter, 'PUT', 'company', { ...validCompany, businessLicense: '' })).toEqual({
      code: 502,
      msg: '请上传营业执照',
    });

    const renamed = await call(recruiter, 'PUT', 'company', { ...validCompany, name: '杭州新名字科技有限公司' });
    expect(renamed).toMatchObject({
      code: 200,
      msg: '公司名称或资质已修改，已重新提交审核',
      data: { status: 'under_review', name: '杭州新名字科技有限公司' },
    });
    await call(operator, 'POST', `review/companies/${company.id}/approve`);
    const letter = await call(recruiter, 'PUT', 'company', {
      ...validCompany,
      name: '杭州新名字科技有限公司',
      sealLetter: '/api/uploads/letter2.png',
    });
    expect(letter.data.status).toBe('under_review');
  });

  it("a rename re-indexes the company's positions for search, and they are listed only while approved", async () => {
    const recruiter = await injectAs(app, 'recruiter');
    const { data: company } = await call(recruiter, 'PUT', 'company', { ...validCompany, name: '甲乙丙丁有限公司' });
    await call(recruiter, 'POST', 'company/submit');
    // Posting needs the company saved, not approved; the position is listed once the company is approved.
    const id = await approvedPosition(recruiter, operator, clock, { title: '仓库管理员' });
    const search = (keyword: string) => anonymous(app, `positions?keyword=${encodeURIComponent(keyword)}`);
    expect((await search('甲乙丙丁')).total).toBe(0);
    await call(operator, 'POST', `review/companies/${company.id}/approve`);
    expect((await search('甲乙丙丁')).rows.map((r: { id: number }) => r.id)).toEqual([id]);

    await call(recruiter, 'PUT', 'company', { ...validCompany, name: '戊己庚辛有限公司' });
    expect((await search('戊己庚辛')).total).toBe(0); // back under review
    await call(operator, 'POST', `review/companies/${company.id}/approve`);
    expect((await search('戊己庚辛')).rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await search('甲乙丙丁')).total).toBe(0);
    expect((await anonymous(app, `positions/${id}`)).data.companyName).toBe('戊己庚辛有限公司');
  });
});
