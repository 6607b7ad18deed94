import { contractsEn, contractsZhHans } from '@common/messages.contracts';
import { addDomainMessages } from '@/lib/i18n';

/**
 * The texts of the contract screens. The contract rules' messages (common/messages.contracts.ts) travel with
 * them, so on H5 the first page does not carry them.
 */
addDomainMessages({ 'zh-Hans': contractsZhHans, en: contractsEn });
