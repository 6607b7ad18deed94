/**
 * The demo's hiring pipeline: the hire that ends the electronic contract the demo company had signed (its
 * Party B added to the staff, the application 已入职), and the stage of every demo application read off the
 * facts the other seeds wrote (0036's backfill: viewed, withdrawn, interviews, signed contracts, the hire).
 */
import { chinaDate } from '@common/china-time';
import type { Kysely } from 'kysely';
import type { FieldCipher } from '../core/field-cipher';
import type { Db } from '../db/connect';
import { backfillStages } from '../db/migrations/0036_pipeline';
import { toIso } from '../db/time';
import { phoneIndexes } from '../modules/oa/staff-indexes';

const DAY = 86_400_000;

/** Party B of a signed contract, as the contract seed made them. */
export interface DemoHire {
  seekerId: number;
  name: string;
  phone: string;
  idNumber: string;
}

/**
 * Adds the Party B of the company's signed electronic contract with `party` to its staff, entering the day
 * after signing, and marks the application hired (as POST oa/staff with the contract does).
 */
export async function insertDemoHire(
  db: Db,
  cipher: FieldCipher,
  now: number,
  companyId: number,
  party: DemoHire,
): Promise<void> {
  const contract = await db
    .selectFrom('contracts')
    .select(['id', 'application_id', 'party_b_position', 'signed_at'])
    .where('company_id', '=', companyId)
    .where('seeker_user_id', '=', party.seekerId)
    .where('status', '=', 'signed')
    .where('kind', '=', 'electronic')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!contract) return;
  const hiredAt = Math.min(now, Date.parse(contract.signed_at ?? toIso(now)) + DAY);
  const at = toIso(hiredAt);
  await db
    .insertInto('staff')
    .values({
      company_id: companyId,
      name: party.name,
      phone: cipher.encrypt(party.phone),
      ...phoneIndexes(cipher, companyId, party.phone),
      id_number: cipher.encrypt(party.idNumber),
      id_number_index: cipher.blindIndex(party.idNumber),
      id_number_tail: `${party.idNumber.slice(0, 4)}|${party.idNumber.slice(-4)}`,
      gender: Number(party.idNumber.charAt(16)) % 2 === 1 ? 'male' : 'female',
      position: contract.party_b_position,
      department: '技术部',
      contact_address: '浙江省杭州市西湖区古墩路 1 号',
      nationality: '中国',
      household_address: '浙江省杭州市上城区解放路 1 号',
      graduation_date: chinaDate(now, -3 * 365),
      entry_date: chinaDate(hiredAt),
      status: 'active',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .updateTable('applications')
    .set({ hired_at: at, updated_at: at })
    .where('id', '=', contract.application_id)
    .execute();
}

/** Every demo application's stage and its history, from the facts the seeds stored. */
export async function seedStages(db: Db): Promise<void> {
  await backfillStages(db as unknown as Kysely<unknown>);
}
