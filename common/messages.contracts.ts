/**
 * The texts of contracts that the app shows (the rules of the contract form: the Labour Contract Law's
 * limits on probation and its pay). `MSG.contracts` keys (./messages.ts) that travel with the contract
 * screens (src/features/contracts/strings.ts adds them on H5); only contracts code may refer to them.
 */
import { keysOf } from './domain-keys';

export const contractsZhHans = {
  'contracts.probationBoth': '试用期开始和结束日期请一并填写',
  'contracts.probationDates': '试用期结束日期不能早于开始日期',
  'contracts.probationOutside': '试用期必须在合同期限之内',
  'contracts.noProbation': '合同期限不满三个月的，不得约定试用期（《劳动合同法》第十九条）',
  'contracts.probationTooLong': '该合同期限的试用期不得超过{max}个月（《劳动合同法》第十九条）',
  'contracts.probationSalaryRequired': '约定试用期的，请填写试用期工资',
  'contracts.probationSalary': '试用期工资不得低于正式工资的80%，即不低于{min}元（《劳动合同法》第二十条）',
  'contracts.payDay': '发薪日请填写1到31之间的整数',
  'contracts.formalSalary': '请填写正式工资（元/月）',
  'contracts.signatureMissing': '请先手写签名',
  'contracts.signatureTooLarge': '签名图片过大，请清除后重新签名',
  'contracts.deadline': '请选择有效的签署截止时间',
  'contracts.identityMismatch': '姓名或身份证号与合同不一致，还可尝试{left}次',
  'contracts.identityLocked': '身份核验失败次数过多，合同已标记为异常，请联系招聘方',
  'contracts.textChanged': '合同内容在发送后被改动，合同已标记为异常，请联系招聘方重新发起',
  'contracts.deadlinePassed': '合同已过签署截止时间',
} as const satisfies Record<string, string>;

export const contractsEn = {
  'contracts.probationBoth': 'Please give both the start and the end of the probation',
  'contracts.probationDates': 'The probation cannot end before it starts',
  'contracts.probationOutside': 'The probation must lie within the contract term',
  'contracts.noProbation':
    'A contract shorter than three months cannot have a probation (Labour Contract Law, article 19)',
  'contracts.probationTooLong':
    'For this contract term the probation cannot exceed {max} months (Labour Contract Law, article 19)',
  'contracts.probationSalaryRequired': 'Please give the probation salary',
  'contracts.probationSalary':
    'The probation salary must be at least 80% of the formal salary, i.e. {min} yuan (Labour Contract Law, article 20)',
  'contracts.payDay': 'The pay day must be a whole number from 1 to 31',
  'contracts.formalSalary': 'Please give the formal monthly salary in yuan',
  'contracts.signatureMissing': 'Please draw your signature first',
  'contracts.signatureTooLarge': 'The signature image is too large, please clear it and sign again',
  'contracts.deadline': 'Please choose a valid signing deadline',
  'contracts.identityMismatch': 'The name or ID number does not match the contract; {left} tries left',
  'contracts.identityLocked':
    'Too many failed identity checks: the contract is marked abnormal, please contact the recruiter',
  'contracts.textChanged':
    'The contract text changed after it was sent: it is marked abnormal, please ask the recruiter to send a new one',
  'contracts.deadlinePassed': 'The signing deadline of this contract has passed',
} as const satisfies Record<string, string>;

/** The contract screens' keys by name (`CONTRACTS_MSG.payDay === 'contracts.payDay'`). */
export const CONTRACTS_MSG = keysOf('contracts', contractsZhHans);
