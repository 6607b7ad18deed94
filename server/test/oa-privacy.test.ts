/**
 * Staff data that leaves the server: the search by phone or ID number travels in a POST body and the log
 * never holds the number; the roster's .xlsx neutralises cells a spreadsheet would run as formulas (OWASP's
 * CSV injection advice: a leading quote) and its import reads them back as they were.
 */
import { idNumberCheckChar } from '@common/validation/person';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { readRoster, rosterWorkbook, type RosterEntry } from '../src/modules/oa/staff-roster';
import { multipart } from './contracts-helpers';
import { build, capturedLog, type TestCaller } from './helpers';
import { addStaff, staffBody } from './oa-helpers';
import { call, recruiterWithCompany } from './positions-helpers';

let app: FastifyInstance;
let log: string[];
let recruiter: TestCaller & { companyId: number };

beforeEach(async () => {
  const captured = capturedLog();
  log = captured.lines;
  app = await build({ logger: captured.logger, env: { SEED_DEMO: 'false' } });
  recruiter = await recruiterWithCompany(app);
});
afterEach(async () => {
  await app.close();
});

/** A valid ID number whose sequence is `n` (so each test record has its own). */
const idNumber = (n: number) => {
  const first17 = `11010519950616${String(n).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};

const added = (overrides: Record<string, unknown> = {}, who: TestCaller = recruiter) =>
  addStaff(who, { idNumber: idNumber(411), ...overrides });

const names = (answer: { rows: Array<{ name: string }> }) => answer.rows.map((row) => row.name).sort();

describe('the staff search', () => {
  test('POST oa/staff/search finds by ID number, phone or name in the body; the log never holds the number', async () => {
    const id = idNumber(411);
    await added();
    await added({ name: '李明', phone: '13800138000', idNumber: idNumber(512), department: '市场部' });
    for (const [filters, expected] of [
      [{ keyword: id }, ['王小红']],
      [{ keyword: id.toLowerCase() }, ['王小红']],
      [{ keyword: '13800138000' }, ['李明']],
      [{ keyword: '小红' }, ['王小红']],
      [{ department: '市场部' }, ['李明']],
      [{}, ['李明', '王小红']],
    ] as const) {
      const found = await call(recruiter, 'POST', 'oa/staff/search', { ...filters, pageNum: 1, pageSize: 10 });
      expect([filters, found.code, names(found)]).toEqual([filters, 200, expected]);
    }
    const paged = await call(recruiter, 'POST', 'oa/staff/search', { pageNum: 2, pageSize: 1 });
    expect([paged.total, paged.rows.length]).toEqual([2, 1]);
    // The GET stays for other clients, its URL masked in the log.
    expect(names(await call(recruiter, 'GET', `oa/staff?keyword=${id}`))).toEqual(['王小红']);
    const joined = log.join('\n');
    expect(joined).not.toContain(id);
    expect(joined).toContain('/api/oa/staff/search');
    expect(joined).toContain('/api/oa/staff?keyword=110***********');
  });
});

/** OWASP's list of what starts a formula. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const NAME_COLUMN = 1;
const PHONE_COLUMN = 2;
const NOTE_COLUMN = 16;

async function sheetOf(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/**
 * The cell is a plain string (no formula) that starts with the quote, followed by the original text (a
 * carriage return reads back as a line feed: XML's line-end rule, for every reader of the file).
 */
function expectQuoted(cell: ExcelJS.Cell, original: string) {
  expect([original, cell.type, cell.value]).toEqual([
    original,
    ExcelJS.ValueType.String,
    `'${original.replace(/\r/g, '\n')}`,
  ]);
}

describe('the roster and spreadsheet formulas', () => {
  test('a name or note starting with = + - @ goes out as text behind a quote and comes back as it was', async () => {
    const texts = [
      { name: '=1+1张三', note: '=HYPERLINK("http://evil.example","点这里")' },
      { name: '+1+2李四', note: "+cmd|' /C calc'!A0" },
      { name: '-2+3王五', note: '-1' },
      { name: '@SUM(1)赵六', note: "@SUM(A1:A2)'" },
      { name: "'引号开头", note: "'=已有引号" },
    ];
    const ids = [];
    for (const [i, text] of texts.entries()) {
      ids.push(await added({ ...text, idNumber: idNumber(600 + i), phone: `1380000000${i}` }));
    }
    const exported = await recruiter.inject({ method: 'GET', url: '/api/oa/staff/export' });
    const sheet = await sheetOf(exported.rawPayload);
    const byName = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => {
      if (n > 1) byName.set(String(row.getCell(NAME_COLUMN).value).slice(1), row);
    });
    for (const { name, note } of texts) {
      const row = byName.get(name);
      expect([name, row]).toEqual([name, expect.anything()]);
      expectQuoted(row!.getCell(NAME_COLUMN), name);
      // A plain number runs nothing: it stays as it is.
      if (note === '-1') expect(row!.getCell(NOTE_COLUMN).value).toBe('-1');
      else expectQuoted(row!.getCell(NOTE_COLUMN), note);
      expect(String(row!.getCell(PHONE_COLUMN).value)).toMatch(/^1380000000\d$/);
    }

    // The same file into another company's roster: the records' text as it was.
    const other = await recruiterWithCompany(app, { company: { name: '别家科技有限公司' } });
    const imported = await other.inject({
      method: 'POST',
      url: '/api/oa/staff/import',
      ...multipart({ name: 'roster.xlsx', content: exported.rawPayload, type: 'application/octet-stream' }),
    });
    expect(imported.json().data).toMatchObject({ created: texts.length, updated: 0, refused: [] });
    const list = await call(other, 'POST', 'oa/staff/search', { pageNum: 1, pageSize: 50 });
    const back = await Promise.all(
      list.rows.map(async (row: { id: number }) => (await call(other, 'GET', `oa/staff/${row.id}`)).data),
    );
    expect(back.map(({ name, note }) => ({ name, note })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...texts].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  test('every formula start, tab and carriage return included, is quoted in the file and read back', async () => {
    const entry = (name: string, note: string, n: number): RosterEntry => ({
      ...(staffBody({ idNumber: idNumber(700 + n), phone: `1390000000${n}` }) as unknown as RosterEntry),
      name,
      note,
      status: 'active',
    });
    const entries = FORMULA_STARTS.map((start, n) => entry(`${start}x张三`, `${start}cmd|' /C calc'!A0`, n));
    const file = await rosterWorkbook(entries);
    const sheet = await sheetOf(file);
    for (const [n, { name, note }] of entries.entries()) {
      const row = sheet.getRow(n + 2);
      expectQuoted(row.getCell(NAME_COLUMN), name);
      expectQuoted(row.getCell(NOTE_COLUMN), note ?? '');
    }
    const { accepted, refused } = await readRoster(file, 'zh-Hans');
    expect(refused).toEqual([]);
    // The form's rule trims text, so a record never starts with a tab or line break: what it would hold.
    expect(accepted.map(({ body }) => [body.name, body.note])).toEqual(
      entries.map(({ name, note }) => [name.trim(), note!.trim()]),
    );
  });
});
