/** Display formats shared by every feature (and by the server's first screen: common/format.ts). */
export { companyLine, formatSalary, paragraphs, positionCardTags, positionDetailTags } from '@common/format';
