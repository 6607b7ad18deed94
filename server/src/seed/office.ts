/**
 * Demo staff and projects of the demo recruiter's company (杭州云栖科技), written as the office-admin module
 * stores them: ID numbers and phones encrypted with their blind indexes (the phone's last 4 digits too); one
 * project in progress with two members, one to be started, one ended; project content over several lines,
 * as a recruiter types it.
 */
import { chinaDate } from '@common/china-time';
import { projectNameKey } from '@common/oa';
import type { FieldCipher } from '../core/field-cipher';
import type { Db } from '../db/connect';
import { toIso } from '../db/time';
import { phoneIndexes } from '../modules/oa/staff-indexes';

const DAY = 86_400_000;

const STAFF = [
  {
    name: '陈思远',
    phone: '13700000101',
    idNumber: '33010619900101123X',
    gender: 'male',
    position: '前端开发工程师',
    department: '技术部',
    entry: 400,
  },
  {
    name: '林晓雯',
    phone: '13700000102',
    idNumber: '330102199302022340',
    gender: 'female',
    position: 'UI设计师',
    department: '设计部',
    entry: 300,
  },
  {
    name: '周博文',
    phone: '13700000103',
    idNumber: '320501199103033454',
    gender: 'male',
    position: '后端开发工程师',
    department: '技术部',
    entry: 200,
  },
  {
    name: '赵雅琴',
    phone: '13700000104',
    idNumber: '330105199604044560',
    gender: 'female',
    position: '人事专员',
    department: '人事行政部',
    entry: 900,
    left: true,
  },
] as const;

export async function insertDemoOffice(db: Db, cipher: FieldCipher, now: number, companyId: number): Promise<void> {
  const date = (daysAgo: number) => chinaDate(now, -daysAgo);
  const ids: number[] = [];
  for (const person of STAFF) {
    const at = toIso(now - person.entry * DAY);
    const row = await db
      .insertInto('staff')
      .values({
        company_id: companyId,
        name: person.name,
        phone: cipher.encrypt(person.phone),
        ...phoneIndexes(cipher, companyId, person.phone),
        id_number: cipher.encrypt(person.idNumber),
        id_number_index: cipher.blindIndex(person.idNumber),
        id_number_tail: `${person.idNumber.slice(0, 4)}|${person.idNumber.slice(-4)}`,
        gender: person.gender,
        position: person.position,
        department: person.department,
        contact_address: '浙江省杭州市西湖区文三路 90 号',
        nationality: '中国',
        household_address: '浙江省杭州市上城区解放路 1 号',
        graduation_date: date(person.entry + 365),
        entry_date: date(person.entry),
        status: 'left' in person && person.left ? 'left' : 'active',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const projects = [
    {
      name: '职达小程序二期',
      start: 30,
      end: -60,
      intro: '消息中心、电子合同与员工管理',
      content: [
        '1. 消息中心：会话列表、未读提醒、图片与文件消息',
        '2. 电子合同：在线填写、双方签署、PDF 存档',
        '3. 员工管理：花名册导入导出、证件照私密保存',
      ],
      members: [
        [0, '前端负责人'],
        [2, '后端负责人'],
      ],
    },
    {
      name: '企业官网改版',
      start: -14,
      end: -90,
      intro: '新版官网与品牌视觉升级',
      content: ['首页与产品页重新设计', '品牌色与字体规范', '上线前完成移动端适配'],
      members: [[1, '视觉设计']],
    },
    {
      name: '校园招聘季',
      start: 200,
      end: 120,
      intro: '2026 届校园招聘宣讲与面试组织',
      content: ['9 月：杭州、南京高校宣讲', '10 月：笔试与两轮面试', '11 月：发放录用通知'],
      members: [],
    },
  ] as const;
  for (const project of projects) {
    const at = toIso(now - Math.max(project.start, 1) * DAY);
    const row = await db
      .insertInto('projects')
      .values({
        company_id: companyId,
        name: project.name,
        name_key: projectNameKey(project.name),
        start_date: date(project.start),
        end_date: date(project.end),
        introduction: project.intro,
        content: project.content.join('\n'),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, post] of project.members) {
      await db
        .insertInto('project_members')
        .values({ project_id: row.id, staff_id: ids[index], post, created_at: at })
        .execute();
    }
  }
}
