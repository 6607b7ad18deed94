import { screeningEn, screeningZhHans } from '@common/messages.screening';
import { addDomainMessages } from '@/lib/i18n';

// The screening's refusals (by field and category) travel with the position form, not the first page.
addDomainMessages({ 'zh-Hans': screeningZhHans, en: screeningEn });
