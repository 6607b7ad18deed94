/** The company logo is shared by positions, the company page and resume viewers: src/components/company-logo. */
export { CompanyLogo } from '@/components/company-logo';
