/**
 * The texts of the screening of postings (issue 33, part 2): a position refused for its words, by field and
 * category (`screening.refused.<field>.<category>`, so the app puts the refusal on the field its key names),
 * the categories the review page shows, and a recruiter's chat message refused for a contact detail. `MSG`
 * keys (./messages.ts, `SCREENING_MSG`) that travel with the position form and the review page
 * (src/features/positions/screening-strings.ts adds them on H5); the server registers them at start.
 */
import { keys } from './message-keys';
import {
  SCREENED_FIELDS,
  SCREENING_CATEGORIES,
  type ScreenedField,
  type ScreeningCategory,
} from './screening/findings';

export const SCREENING_MSG = {
  refused: Object.fromEntries(
    SCREENED_FIELDS.map((field) => [field, keys(`screening.refused.${field}`, SCREENING_CATEGORIES)]),
  ) as { readonly [F in ScreenedField]: { readonly [C in ScreeningCategory]: `screening.refused.${F}.${C}` } },
  category: keys('screening.category', SCREENING_CATEGORIES),
  chatContact: 'screening.chatContact',
} as const;

type RefusedKey = `screening.refused.${ScreenedField}.${ScreeningCategory}`;

/** Every refusal text: the field's name put into its category's sentence ({words} stays a parameter). */
function refusals(
  fields: Record<ScreenedField, string>,
  sentences: Record<ScreeningCategory, string>,
): Record<RefusedKey, string> {
  const out: Record<string, string> = {};
  for (const field of SCREENED_FIELDS) {
    for (const category of SCREENING_CATEGORIES) {
      out[`screening.refused.${field}.${category}`] = sentences[category].replace('{field}', fields[field]);
    }
  }
  return out as Record<RefusedKey, string>;
}

export const screeningZhHans = {
  ...refusals(
    {
      title: '职位名称',
      responsibilities: '岗位职责',
      requirements: '任职要求',
      conditions: '福利待遇',
      workingHours: '工作时间',
    },
    {
      discrimination:
        '{field}含有歧视性要求「{words}」，请删除后再提交（《就业促进法》禁止以性别、民族、婚育等为由歧视）',
      fee: '{field}含有向求职者收费的内容「{words}」：用人单位不得以任何名义收取押金或费用（《劳动合同法》第九条）',
      scam: '{field}含有刷单、拉人头等违法内容「{words}」，不能发布',
      contact: '{field}含有站外联系方式「{words}」，请删除：求职者可在沟通中与您交换电话或微信',
    },
  ),
  'screening.category.discrimination': '歧视性要求',
  'screening.category.fee': '收费',
  'screening.category.scam': '刷单传销',
  'screening.category.contact': '站外联系方式',
  'screening.chatContact': '消息含有联系方式「{words}」，未发送：请用「换电话」「换微信」，对方同意后才交换',
} as const satisfies Record<string, string>;

export const screeningEn = {
  ...refusals(
    {
      title: 'The job title',
      responsibilities: 'The responsibilities',
      requirements: 'The requirements',
      conditions: 'The benefits',
      workingHours: 'The working hours',
    },
    {
      discrimination:
        '{field} must not contain a discriminatory requirement ({words}): the Employment Promotion Law forbids excluding by gender, ethnicity, marriage or childbirth',
      fee: '{field} must not ask the job seeker for money ({words}): an employer may not take a deposit or any fee (Labour Contract Law, art. 9)',
      scam: '{field} must not contain order-brushing or recruit-for-commission words ({words})',
      contact:
        '{field} must not contain contact details ({words}): job seekers can exchange phone numbers or WeChat with you in the chat',
    },
  ),
  'screening.category.discrimination': 'Discrimination',
  'screening.category.fee': 'Fees',
  'screening.category.scam': 'Scam',
  'screening.category.contact': 'Off-platform contact',
  'screening.chatContact':
    'The message has contact details ({words}) and was not sent: use Exchange phone or Exchange WeChat, shared once the other side agrees',
} as const satisfies Record<string, string>;
