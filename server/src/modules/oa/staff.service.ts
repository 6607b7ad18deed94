/**
 * Staff records of a company (office admin), under China's Personal Information Protection Law:
 * - only recruiters of the company reach its records (another company's id answers not found); adding
 *   needs a verified company;
 * - the ID number and phone are encrypted at rest, each with a keyed blind index, so a search by either and
 *   the one-record-per-ID-number rule work without decrypting the table; lists show the ID number masked;
 * - the full ID number is shown only for a stated reason, an ID photo only through a short-lived signed link,
 *   and each of these, like an export of the roster, is written to the company's access log;
 * - ID photos are removed a configurable number of days after the record was verified (retention), and a
 *   deleted record takes its photos with it; the access log keeps the name (the company's evidence).
 * The roster goes out as .xlsx and comes back through the same template (staff-roster.ts): each row is taken
 * whole (new, or updating the record of the same ID number) or refused with its reasons; the taken rows are
 * written in one transaction.
 */
import { OA_MSG } from '@common/messages.oa';
import {
  ACCESS_REASON_MAX,
  PHOTO_LINK_SECONDS,
  compactNumber,
  staffKeywordKind,
  type AccessKind,
  type IdPhotoSide,
  type ImportReport,
  type StaffBody,
  type StaffCreateBody,
  type StaffDetail,
  type StaffUpdateBody,
  type StaffRow,
} from '@common/oa';
import { IMAGE_MAX_BYTES } from '@common/constants';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import type { Clock } from '../../core/clock';
import type { FieldCipher } from '../../core/field-cipher';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/dialect';
import { toIso } from '../../db/time';
import { transaction } from '../../db/transaction';
import type { AppEventBus } from '../../core/events';
import { AppError, HttpError, refuse } from '../../http/errors';
import type { CompanyService } from '../company/company.service';
import { detectFileType } from '../uploads/file-type';
import type { StaffPhotos } from './staff-photos';
import { phoneIndexes, phoneTailIndex } from './staff-indexes';
import { readRoster, rosterWorkbook } from './staff-roster';
import { createStaffRepository, type StaffColumns, type StaffFilter, type StaffRecord } from './staff.repository';

type Window = { limit: number; offset: number };
const DAY_MS = 86_400_000;
const notFound = () => refuse(OA_MSG.staffNotFound);

export interface StaffServiceDeps {
  db: Db;
  clock: Clock;
  events: AppEventBus;
  cipher: FieldCipher;
  photos: StaffPhotos;
  company: Pick<CompanyService, 'ownedBy'>;
  /** The viewer's name in the access log. */
  nameOf: (userId: number) => Promise<string>;
  /**
   * A signed contract's Party B, for "add to staff", with the application it was made for (undefined: not
   * the company's or not signed).
   */
  signedPartyB: (
    companyId: number,
    contractId: number,
  ) => Promise<(Partial<StaffBody> & { applicationId: number }) | undefined>;
  /** Days after verification when ID photos are removed; 0 keeps them. */
  photoRetentionDays: number;
}

export function maskIdNumber(tail: string): string {
  const [head, end] = tail.split('|');
  return `${head}**********${end}`;
}

/**
 * A stored record's plain fields under the form's names: the one mapping the detail and the roster share
 * (the phone and the ID number are encrypted; each caller decrypts or masks them as it may show them).
 */
function plainFields(row: StaffRecord) {
  return {
    name: row.name,
    gender: row.gender,
    position: row.position,
    department: row.department,
    qq: row.qq,
    email: row.email,
    wechat: row.wechat,
    contactAddress: row.contact_address,
    nationality: row.nationality,
    householdAddress: row.household_address,
    graduationDate: row.graduation_date,
    entryDate: row.entry_date,
    status: row.status,
    avatar: row.avatar,
    note: row.note,
  };
}

export function createStaffService(deps: StaffServiceDeps) {
  const { db, clock, events, cipher, photos } = deps;
  const repo = createStaffRepository(db);
  const nowIso = () => toIso(clock.now());

  async function companyOf(recruiterId: number, mustBeVerified = false) {
    const company = await deps.company.ownedBy(recruiterId);
    if (!company) throw notFound();
    if (mustBeVerified && company.status !== 'approved') throw refuse(OA_MSG.companyNotVerified);
    return company;
  }

  async function record(recruiterId: number, id: number) {
    const company = await companyOf(recruiterId);
    const row = await repo.find(company.id, id);
    if (!row) throw notFound();
    return { company, row };
  }

  /** A row of the list: the phone in clear, the ID number masked, no photos. */
  function toRow(row: StaffRecord): StaffRow {
    return {
      id: row.id,
      name: row.name,
      phone: cipher.decrypt(row.phone),
      idNumberMasked: maskIdNumber(row.id_number_tail),
      gender: row.gender,
      position: row.position,
      department: row.department,
      status: row.status,
      entryDate: row.entry_date,
      avatar: row.avatar,
    };
  }

  /** The stored columns of a form (encrypting and indexing the sensitive values; photos of this company). */
  function columnsOf(companyId: number, body: StaffBody): StaffColumns & { name: string } {
    for (const key of [body.idFront, body.idBack]) {
      if (key && photos.companyOf(key) !== companyId) throw refuse(OA_MSG.photoKey);
    }
    return {
      name: body.name,
      phone: cipher.encrypt(body.phone),
      ...phoneIndexes(cipher, companyId, body.phone),
      id_number: cipher.encrypt(body.idNumber),
      id_number_index: cipher.blindIndex(body.idNumber),
      id_number_tail: `${body.idNumber.slice(0, 4)}|${body.idNumber.slice(-4)}`,
      id_front_key: body.idFront || null,
      id_back_key: body.idBack || null,
      gender: body.gender,
      position: body.position,
      department: body.department ?? '',
      qq: body.qq ?? '',
      email: body.email ?? '',
      wechat: body.wechat ?? '',
      contact_address: body.contactAddress,
      nationality: body.nationality,
      household_address: body.householdAddress,
      graduation_date: body.graduationDate,
      entry_date: body.entryDate ?? '',
      avatar: body.avatar ?? '',
      note: body.note ?? '',
      updated_at: nowIso(),
    };
  }

  async function log(companyId: number, row: StaffRecord | undefined, viewerId: number, kind: AccessKind, reason = '') {
    await repo.log(
      {
        company_id: companyId,
        staff_id: row?.id ?? null,
        staff_name: row?.name ?? '',
        viewer_user_id: viewerId,
        viewer_name: await deps.nameOf(viewerId),
        kind,
        reason: reason.slice(0, ACCESS_REASON_MAX),
      },
      nowIso(),
    );
  }

  const duplicate = (error: unknown) => {
    if (isUniqueViolation(error)) throw refuse(OA_MSG.duplicateIdNumber);
    throw error;
  };

  /**
   * Writes the index of the phone's last digits where a record has none (rows from before 0019, which
   * could not compute it without the data key, or from an instance of the previous version): run before
   * a company's search by last digits, so that search never misses one. Once filled, this is one indexed
   * look-up that finds nothing.
   */
  async function fillPhoneTails(companyId: number) {
    for (const row of await repo.withoutPhoneTail(companyId)) {
      const tail = phoneTailIndex(cipher, companyId, cipher.decrypt(row.phone));
      await repo.update(companyId, row.id, { phone_tail_index: tail });
    }
  }

  return {
    /**
     * The company's roster, 10 a page: a keyword matches a name fragment, the last 4 digits of a phone, or
     * exactly a phone or ID number (common/oa.ts `staffKeywordKind`); any other part of a number is refused
     * with how to search by number, rather than answering an empty roster.
     */
    async list(
      recruiterId: number,
      query: Omit<StaffFilter, 'name' | 'phoneIndex' | 'phoneTailIndex' | 'idNumberIndex'> & { keyword?: string },
      window: Window,
    ) {
      const company = await deps.company.ownedBy(recruiterId);
      if (!company) return { rows: [], total: 0 };
      const keyword = query.keyword?.trim();
      const filter: StaffFilter = {
        position: query.position || undefined,
        department: query.department || undefined,
        status: query.status,
        excludeProject: query.excludeProject,
      };
      if (keyword) {
        const kind = staffKeywordKind(keyword);
        const number = compactNumber(keyword);
        if (kind === 'partialNumber') throw refuse(OA_MSG.partialNumber);
        if (kind === 'name') filter.name = keyword;
        if (kind === 'phone') filter.phoneIndex = cipher.blindIndex(number);
        if (kind === 'idNumber') filter.idNumberIndex = cipher.blindIndex(number);
        if (kind === 'phoneTail') {
          await fillPhoneTails(company.id);
          filter.phoneTailIndex = phoneTailIndex(cipher, company.id, number);
        }
      }
      const { rows, total } = await repo.list(company.id, filter, window);
      return { rows: rows.map(toRow), total };
    },

    async facets(recruiterId: number) {
      const company = await deps.company.ownedBy(recruiterId);
      return company ? repo.facets(company.id) : { positions: [], departments: [] };
    },

    async detail(recruiterId: number, id: number): Promise<StaffDetail> {
      const { row } = await record(recruiterId, id);
      return {
        ...plainFields(row),
        ...toRow(row),
        hasIdFront: Boolean(row.id_front_key),
        hasIdBack: Boolean(row.id_back_key),
        verifiedAt: row.verified_at,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    },

    /**
     * Adds a record; one filled from a signed contract (`contractId`) hires its application (staff.hired,
     * recorded in the same transaction: the application reads 已入职 with the record, or neither is kept).
     */
    async create(recruiterId: number, { contractId, ...body }: StaffCreateBody) {
      const company = await companyOf(recruiterId, true);
      const partyB = contractId === undefined ? undefined : await deps.signedPartyB(company.id, contractId);
      if (contractId !== undefined && !partyB) throw refuse(OA_MSG.contractNotSigned);
      const id = await transaction(db, events, async (tx) => {
        const staffId = await createStaffRepository(tx.db)
          .insert(company.id, { ...columnsOf(company.id, body), status: 'active' }, nowIso())
          .catch(duplicate);
        if (contractId !== undefined && partyB) {
          tx.record('staff.hired', {
            companyId: company.id,
            contractId,
            applicationId: partyB.applicationId,
            staffId,
          });
        }
        return staffId;
      });
      return { id };
    },

    async update(recruiterId: number, id: number, update: StaffUpdateBody) {
      const { company, row } = await record(recruiterId, id);
      // Left out: kept as stored (the form never holds the ID number in clear, nor the photos' keys).
      const body = {
        ...update,
        idNumber: update.idNumber || cipher.decrypt(row.id_number),
        idFront: update.idFront ?? row.id_front_key ?? undefined,
        idBack: update.idBack ?? row.id_back_key ?? undefined,
      };
      await repo.update(company.id, id, columnsOf(company.id, body)).catch(duplicate);
      for (const [before, after] of [
        [row.id_front_key, body.idFront],
        [row.id_back_key, body.idBack],
      ]) {
        if (before && before !== after) await photos.remove(before);
      }
      return { id };
    },

    async setStatus(recruiterId: number, id: number, status: 'active' | 'left') {
      const { company } = await record(recruiterId, id);
      await repo.update(company.id, id, { status, updated_at: nowIso() });
      return { id, status };
    },

    /** The documents were checked: the retention period of the ID photos starts. */
    async verify(recruiterId: number, id: number) {
      const { company } = await record(recruiterId, id);
      const at = nowIso();
      await repo.update(company.id, id, { verified_at: at, updated_at: at });
      return { id, verifiedAt: at };
    },

    /** Deletes the record and its photos; the access log keeps its rows (with the name). */
    async remove(recruiterId: number, id: number) {
      const { company, row } = await record(recruiterId, id);
      await repo.remove(company.id, id);
      await photos.remove(row.id_front_key);
      await photos.remove(row.id_back_key);
      return { id };
    },

    /** The full ID number, for a stated reason (logged). */
    async reveal(recruiterId: number, id: number, reason: string) {
      const { company, row } = await record(recruiterId, id);
      await log(company.id, row, recruiterId, 'idNumber', reason);
      return { idNumber: cipher.decrypt(row.id_number) };
    },

    /** A short-lived signed link to an ID photo (logged). */
    async photoLink(recruiterId: number, id: number, side: IdPhotoSide) {
      const { company, row } = await record(recruiterId, id);
      const key = side === 'front' ? row.id_front_key : row.id_back_key;
      if (!key) throw refuse(OA_MSG.photoNotFound);
      await log(company.id, row, recruiterId, side === 'front' ? 'idFront' : 'idBack');
      const expires = clock.now() + PHOTO_LINK_SECONDS * 1000;
      return { url: `/api/oa/photos/${key}?${photos.sign(key, expires)}`, expiresAt: toIso(expires) };
    },

    /** A photo by its signed link (no login: the link is the permission). */
    async photo(key: string, expires: number, sig: string) {
      if (!photos.verify(key, expires, sig, clock.now())) throw new AppError(403, OA_MSG.linkExpired);
      const content = await photos.get(key);
      if (!content) throw new HttpError(404, OA_MSG.photoNotFound);
      return { content, ext: key.split('.').pop()! };
    },

    /** Stores an ID photo (JPG or PNG, at most 1 MB) for the caller's company; answers its key. */
    async uploadPhoto(recruiterId: number, content: Buffer) {
      const company = await companyOf(recruiterId, true);
      if (content.length > IMAGE_MAX_BYTES) throw new HttpError(413, MSG.validation.imageSize);
      const type = await detectFileType(content);
      if (!type || !['jpg', 'png'].includes(type.ext)) throw new HttpError(415, MSG.validation.imageType);
      return { key: await photos.put(company.id, type.ext, content) };
    },

    /** A signed contract's Party B as a staff form (no typing twice). */
    async prefill(recruiterId: number, contractId: number): Promise<Partial<StaffBody>> {
      const company = await companyOf(recruiterId);
      const found = await deps.signedPartyB(company.id, contractId);
      if (!found) throw refuse(OA_MSG.contractNotSigned);
      const { applicationId: _application, ...partyB } = found;
      return partyB;
    },

    async accessLog(recruiterId: number, window: Window) {
      const company = await deps.company.ownedBy(recruiterId);
      if (!company) return { rows: [], total: 0 };
      const { rows, total } = await repo.accessLog(company.id, window);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          staffName: row.staff_name,
          viewerName: row.viewer_name,
          reason: row.reason,
          at: row.created_at,
        })),
        total,
      };
    },

    /** The roster as .xlsx, in the import template's columns (logged: it holds full ID numbers). */
    async exportRoster(recruiterId: number): Promise<Buffer> {
      const company = await companyOf(recruiterId);
      const entries = (await repo.all(company.id)).map((row) => ({
        ...plainFields(row),
        phone: cipher.decrypt(row.phone),
        idNumber: cipher.decrypt(row.id_number),
      }));
      const content = await rosterWorkbook(entries);
      await log(company.id, undefined, recruiterId, 'export');
      return content;
    },

    /** The roster back from .xlsx: the rows taken whole are written in one transaction, the others reported. */
    async importRoster(recruiterId: number, content: Buffer, locale: Locale): Promise<ImportReport> {
      const company = await companyOf(recruiterId, true);
      const { accepted, refused } = await readRoster(content, locale);
      let created = 0;
      let updated = 0;
      await transaction(db, events, async (tx) => {
        const staff = createStaffRepository(tx.db);
        for (const { body, status } of accepted) {
          const existing = await staff.byIdNumber(company.id, cipher.blindIndex(body.idNumber));
          const columns = columnsOf(company.id, { ...body, idFront: undefined, idBack: undefined });
          if (existing) {
            // Keep the photos the record has: the sheet does not carry them.
            const { id_front_key: _front, id_back_key: _back, ...rest } = columns;
            await staff.update(company.id, existing.id, { ...rest, status });
            updated += 1;
          } else {
            await staff.insert(company.id, { ...columns, status }, nowIso());
            created += 1;
          }
        }
      });
      return { created, updated, refused };
    },

    /** Removes ID photos past their retention (verified more than the configured days ago). */
    async sweepPhotos(): Promise<number> {
      if (!deps.photoRetentionDays) return 0;
      const before = toIso(clock.now() - deps.photoRetentionDays * DAY_MS);
      let removed = 0;
      for (;;) {
        const batch = await repo.photosPastRetention(before, 100);
        for (const row of batch) {
          await photos.remove(row.id_front_key);
          await photos.remove(row.id_back_key);
          await repo.update(row.company_id, row.id, { id_front_key: null, id_back_key: null });
          removed += 1;
        }
        if (batch.length < 100) return removed;
      }
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
