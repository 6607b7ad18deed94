/**
 * The roster as .xlsx, one template both ways: the export writes the records in these columns, the import
 * reads them back by header. Each imported row is checked with the staff form's rule and either taken whole
 * or refused with its reasons (in the header's words); a second row with the same ID number is refused too.
 * ID photos are not in the sheet. Writing the taken rows is the service's.
 */
import { OA_MSG } from '@common/messages.oa';
import { t } from '@common/messages';
import type { Locale } from '@common/i18n';
import { STAFF_IMPORT_MAX_ROWS, staffSchema, type ImportReport, type StaffBody, type StaffStatus } from '@common/oa';
import { issuesToFieldErrors } from '@common/validation';
import ExcelJS from 'exceljs';
import { refuse } from '../../http/errors';

/** A record as the roster holds it: the form's fields in clear, without the photos, and its status. */
export type RosterEntry = Omit<StaffBody, 'idFront' | 'idBack' | 'avatar'> & { status: StaffStatus };

/** The roster's columns: the export writes them, the import reads them by header. */
const COLUMNS: Array<{ header: string; key: keyof RosterEntry; width: number }> = [
  { header: '姓名', key: 'name', width: 10 },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '身份证号', key: 'idNumber', width: 22 },
  { header: '性别', key: 'gender', width: 6 },
  { header: '岗位', key: 'position', width: 14 },
  { header: '部门', key: 'department', width: 12 },
  { header: 'QQ', key: 'qq', width: 12 },
  { header: '邮箱', key: 'email', width: 22 },
  { header: '微信', key: 'wechat', width: 14 },
  { header: '联系地址', key: 'contactAddress', width: 30 },
  { header: '国籍', key: 'nationality', width: 8 },
  { header: '户籍地址', key: 'householdAddress', width: 30 },
  { header: '毕业日期', key: 'graduationDate', width: 12 },
  { header: '入职日期', key: 'entryDate', width: 12 },
  { header: '状态', key: 'status', width: 8 },
  { header: '备注', key: 'note', width: 24 },
];
const GENDER_TEXT = { male: '男', female: '女' } as const;

/**
 * A cell a spreadsheet would take for a formula once it is edited or the sheet is saved as CSV (OWASP's
 * CSV injection list: = + - @ tab, carriage return), or one that already starts with the quote, so that
 * reading drops exactly the quote writing added. A plain number (a '+86…' phone, '-5') runs nothing and
 * stays as it is. Every column, not only the free-text ones: a record stored before a rule existed is
 * exported too.
 */
const FORMULA_START = /^[=+\-@\t\r']/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** A cell's text as the export writes it: a leading quote before what could start a formula. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** A cell's text as the import reads it: the export's leading quote (or one typed before text) dropped. */
export function restoreCell(value: string): string {
  return value.startsWith("'") ? value.slice(1) : value;
}
const STATUS_TEXT = { active: '在职', left: '离职' } as const;

/** The .xlsx of these records, in the import template's columns. */
export async function rosterWorkbook(entries: RosterEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('花名册');
  sheet.columns = COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  for (const entry of entries) {
    const row: Record<string, string | undefined> = {
      ...entry,
      gender: GENDER_TEXT[entry.gender],
      status: STATUS_TEXT[entry.status],
    };
    sheet.addRow(
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? neutralizeCell(value) : value]),
      ),
    );
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of an uploaded roster: the ones taken whole, and the refused ones with their reasons. */
export async function readRoster(
  content: Buffer,
  locale: Locale,
): Promise<{ accepted: Array<{ body: StaffBody; status: StaffStatus }>; refused: ImportReport['refused'] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw refuse(OA_MSG.importFile);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(OA_MSG.importFile);
  const headers = new Map<number, keyof RosterEntry>();
  sheet.getRow(1).eachCell((cell: ExcelJS.Cell, column: number) => {
    const match = COLUMNS.find((c) => c.header === cell.text.trim());
    if (match) headers.set(column, match.key);
  });
  if (!headers.size) throw refuse(OA_MSG.importFile);
  const rows: Array<{ row: number; values: Record<string, string> }> = [];
  sheet.eachRow((row: ExcelJS.Row, number: number) => {
    if (number === 1) return;
    const values: Record<string, string> = {};
    row.eachCell((cell: ExcelJS.Cell, column: number) => {
      const key = headers.get(column);
      if (key) values[key] = restoreCell(cell.text.trim());
    });
    if (Object.values(values).some(Boolean)) rows.push({ row: number, values });
  });
  if (!rows.length) throw refuse(OA_MSG.importEmpty);
  if (rows.length > STAFF_IMPORT_MAX_ROWS) throw refuse(OA_MSG.importTooMany, { max: STAFF_IMPORT_MAX_ROWS });

  const refused: ImportReport['refused'] = [];
  const accepted: Array<{ body: StaffBody; status: StaffStatus }> = [];
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    const gender = values.gender === '男' ? 'male' : values.gender === '女' ? 'female' : values.gender;
    const parsed = staffSchema.safeParse({ ...values, gender });
    if (!parsed.success) {
      const errors = issuesToFieldErrors(parsed.error, locale);
      refused.push({
        row,
        reasons: Object.entries(errors).map(
          ([field, text]) => `${COLUMNS.find((c) => c.key === field)?.header ?? field}：${text}`,
        ),
      });
      continue;
    }
    const earlier = seen.get(parsed.data.idNumber);
    if (earlier) {
      refused.push({ row, reasons: [t(locale, OA_MSG.importDuplicate, { row: earlier })] });
      continue;
    }
    seen.set(parsed.data.idNumber, row);
    accepted.push({ body: parsed.data, status: values.status === '离职' ? 'left' : 'active' });
  }
  return { accepted, refused };
}
