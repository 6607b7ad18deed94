/** Checkboxes that must be ticked (spec section 5). */
import { z } from 'zod';
import { MSG } from '../messages';

/** The user agreement, ticked before login or registration. */
export const agreementSchema = z.literal(true, { error: MSG.validation.agreement });

/** The company page's terms and authorization checkboxes. */
export const companyTermsSchema = z.literal(true, { error: MSG.validation.companyTerms });
