/**
 * The keyed hashes a staff record is searched by (what the service and the demo seed write alike). The
 * phone's last digits have their own purpose key and are tied to the company: 4 digits take only 10,000
 * values, so the same digits in two companies give unrelated hashes, and within a company the hash tells
 * only that two staff phones end alike (docs/decisions.md, "Staff search by the last 4 digits").
 */
import { PHONE_TAIL_DIGITS } from '@common/oa';
import type { FieldCipher } from '../../core/field-cipher';

const PHONE_TAIL = 'phone-tail';

/** The index of a phone's last 4 digits within a company (`digits` may be the whole phone or the 4 digits). */
export function phoneTailIndex(cipher: FieldCipher, companyId: number, digits: string): string {
  return cipher.blindIndex(`${companyId}:${digits.replace(/\D/g, '').slice(-PHONE_TAIL_DIGITS)}`, PHONE_TAIL);
}

/** The blind indexes of a phone: the whole (exact search) and its last digits. */
export function phoneIndexes(cipher: FieldCipher, companyId: number, phone: string) {
  return { phone_index: cipher.blindIndex(phone), phone_tail_index: phoneTailIndex(cipher, companyId, phone) };
}
