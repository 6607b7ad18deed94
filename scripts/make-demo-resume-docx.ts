/**
 * Writes the demo seeker's DOCX resume file (server/assets/demo/resume-product.docx, seed/resume-files.ts)
 * once, with the docx package (a devDependency): `npx tsx scripts/make-demo-resume-docx.ts
 * server/assets/demo/resume-product.docx`. The file is committed; the seed only reads it.
 */
import fs from 'node:fs';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
const p = (text: string) => new Paragraph({ children: [new TextRun({ text, size: 21, font: 'Microsoft YaHei' })] });
const h = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
const doc = new Document({
  creator: '职达 JobReach',
  title: '张小明-产品经理简历',
  sections: [
    {
      children: [
        new Paragraph({ text: '张小明', heading: HeadingLevel.TITLE }),
        p('男 | 1996年5月 | 本科 | 杭州'),
        p('邮箱：zhangxiaoming@example.com'),
        h('求职意向'),
        p('产品经理（SaaS产品方向），期望薪资 12000-20000 元/月，杭州'),
        h('工作经历'),
        p('2022.04 - 至今  杭州某科技有限公司  高级前端开发工程师'),
        p('参与企业SaaS平台的需求评审与产品规划，推动组件库建设和性能优化，首屏时间缩短40%。'),
        p('2019.07 - 2022.03  杭州某电商公司  前端开发工程师'),
        p('负责电商H5活动页与商家后台，配合产品经理完成支付、订单模块的需求落地。'),
        h('项目经历'),
        p('企业招聘SaaS小程序  前端负责人'),
        p('覆盖职位发布、简历投递、面试邀约与电子合同签署；上线半年服务企业1200家。'),
        h('教育经历'),
        p('2015.09 - 2019.06  浙江大学  计算机科学与技术  本科'),
        h('技能证书'),
        p('Axure、Figma、SQL基础；英语（CET-6）；软件设计师（中级）'),
      ],
    },
  ],
});
void Packer.toBuffer(doc).then((bytes) => fs.writeFileSync(process.argv[2], bytes));
