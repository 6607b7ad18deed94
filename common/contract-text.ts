/**
 * The labour contract's text with its fields filled in: what the template page shows and what the PDF
 * prints, from this one function, so the two can never differ. Written for this product after the structure
 * of the Ministry of Human Resources and Social Security's model labour contract (劳动合同书 范本): the
 * parties, term and probation, work and place, hours and rest, pay, social insurance, protection and
 * conditions, change and termination, disputes, other terms, signatures.
 *
 * A pure function of its input (no "now"): `contractPlainText` is hashed when the contract is sent and
 * again at signing, and the two must agree unless the contract itself changed.
 */
import type { ContractFields } from './contracts';

export const CONTRACT_TITLE = '劳动合同书';

export interface ContractSection {
  title: string;
  paragraphs: string[];
}

export type ContractTextInput = ContractFields & { contractNo: string };

/** 12000 -> 人民币 12,000 元 */
function yuan(amount: number | undefined): string {
  return `人民币 ${(amount ?? 0).toLocaleString('en-US')} 元`;
}

/** 2026-06-01 -> 2026 年 06 月 01 日 */
function day(date: string | undefined): string {
  if (!date) return '____ 年 __ 月 __ 日';
  const [y, m, d] = date.split('-');
  return `${y} 年 ${m} 月 ${d} 日`;
}

const orBlank = (value: string | undefined) => (value && value.trim() ? value.trim() : '（待乙方填写）');

export function contractText(input: ContractTextInput): ContractSection[] {
  const probation = Boolean(input.probationStart && input.probationEnd);
  const terms = input.terms?.trim();
  return [
    {
      title: '合同双方',
      paragraphs: [
        `甲方（用人单位）：${input.partyAName}`,
        `住所：${input.partyAAddress}`,
        `联系电话：${input.partyAPhone}`,
        `乙方（劳动者）：${input.partyBName}`,
        `居民身份证号码：${orBlank(input.partyBIdNumber)}`,
        `联系地址：${orBlank(input.partyBContactAddress)}`,
        `户籍地址：${orBlank(input.partyBRegisteredAddress)}`,
        `联系电话：${input.partyBPhone}`,
        '根据《中华人民共和国劳动法》《中华人民共和国劳动合同法》等法律法规政策规定，甲乙双方遵循合法、公平、平等自愿、协商一致、诚实信用的原则订立本合同。',
      ],
    },
    {
      title: '一、劳动合同期限',
      paragraphs: [
        `第一条 本合同为固定期限劳动合同，期限自 ${day(input.startDate)} 起至 ${day(input.endDate)} 止。`,
        probation
          ? `第二条 试用期自 ${day(input.probationStart)} 起至 ${day(input.probationEnd)} 止，试用期包含在劳动合同期限内。`
          : '第二条 本合同不约定试用期。',
      ],
    },
    {
      title: '二、工作内容和工作地点',
      paragraphs: [
        `第三条 乙方同意根据甲方工作需要，担任 ${input.partyBPosition} 岗位工作，岗位职责以甲方依法制定的岗位说明为准。`,
        `第四条 乙方的工作地点为甲方住所地（${input.partyAAddress}）或甲方依法安排的其他地点。`,
        '第五条 乙方应认真履行岗位职责，按时、按质、按量完成工作任务，遵守甲方依法制定的规章制度。',
      ],
    },
    {
      title: '三、工作时间和休息休假',
      paragraphs: [
        '第六条 甲方安排乙方执行标准工时制度：每日工作不超过 8 小时，每周工作不超过 40 小时，每周至少休息一日。',
        '第七条 甲方因工作需要安排乙方延长工作时间的，应与乙方协商，并依法安排补休或支付加班工资。',
        '第八条 乙方依法享有法定节假日、年休假、婚假、丧假、产假等假期。',
      ],
    },
    {
      title: '四、劳动报酬',
      paragraphs: [
        `第九条 乙方正式工资为每月 ${yuan(input.formalSalary)}。`,
        probation
          ? `第十条 乙方试用期工资为每月 ${yuan(input.probationSalary)}，不低于本合同约定工资的百分之八十，且不低于甲方所在地最低工资标准。`
          : '第十条 本合同不约定试用期，自合同期限开始之日起执行正式工资。',
        `第十一条 甲方每月 ${input.payDay} 日以货币形式足额支付乙方上月工资，遇节假日或休息日提前至最近的工作日支付。`,
        `第十二条 工资支付至乙方账户：开户银行 ${orBlank(input.bankName)}，账号 ${orBlank(input.bankCard)}。`,
      ],
    },
    {
      title: '五、社会保险和福利待遇',
      paragraphs: [
        '第十三条 甲乙双方依法参加社会保险，按时足额缴纳社会保险费和住房公积金，乙方个人缴费部分由甲方代扣代缴。',
        '第十四条 乙方患病或非因工负伤、因工负伤或患职业病的待遇，按国家和地方有关规定执行。',
      ],
    },
    {
      title: '六、劳动保护、劳动条件和职业危害防护',
      paragraphs: [
        '第十五条 甲方为乙方提供符合国家规定的劳动安全卫生条件和必要的劳动防护用品，对乙方进行安全生产教育和培训。',
        '第十六条 乙方从事有职业危害作业的，甲方应如实告知并采取防护措施，定期为乙方进行职业健康检查。',
      ],
    },
    {
      title: '七、劳动合同的变更、解除和终止',
      paragraphs: [
        '第十七条 经甲乙双方协商一致，可以变更本合同的内容，变更应当采用书面形式（含电子形式）。',
        '第十八条 本合同的解除和终止，按照《中华人民共和国劳动合同法》的有关规定执行；依法应当支付经济补偿的，甲方依法支付。',
        '第十九条 甲方应在解除或终止本合同时出具解除或终止劳动合同的证明，并在十五日内为乙方办理档案和社会保险关系转移手续。',
      ],
    },
    {
      title: '八、劳动争议处理',
      paragraphs: [
        '第二十条 双方因履行本合同发生争议的，可以协商解决；不愿协商或协商不成的，可以向调解组织申请调解，也可以向劳动人事争议仲裁委员会申请仲裁；对仲裁裁决不服的，可以依法向人民法院提起诉讼。',
      ],
    },
    {
      title: '九、其他约定',
      paragraphs: [
        `第二十一条 补充条款：${terms || '无'}`,
        '第二十二条 本合同未尽事宜，按国家和地方有关法律法规政策执行。',
        '第二十三条 本合同以电子形式订立，甲乙双方的电子签名（签章）与手写签名或盖章具有同等法律效力；纸质形式订立的，一式两份，双方各执一份。',
        `第二十四条 本合同自双方签字（盖章）之日起生效。合同订立日期：${day(input.contractDate)}。`,
      ],
    },
  ];
}

/** The whole text as one string (title, number, each section and paragraph on its own line). */
export function contractPlainText(input: ContractTextInput): string {
  const lines = [CONTRACT_TITLE, `合同编号：${input.contractNo}`];
  for (const section of contractText(input)) lines.push(section.title, ...section.paragraphs);
  return lines.join('\n');
}
