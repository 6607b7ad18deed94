/** Display formats shared by every feature (and by the server's first screen: common/format.ts). */
export { formatSalary } from '@common/format';
