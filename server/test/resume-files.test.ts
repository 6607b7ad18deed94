/**
 * Resume files (附件简历, docs/resume-files.md) through the real server: uploads as real multipart bodies
 * (kinds by content: a PDF, a DOCX made with the docx package, a DOC as an OLE compound file; a ZIP named .pdf,
 * an empty file, 20 MB exactly and one byte more), at most three kept, rename / default / delete rules, who
 * may download (the owner; a recruiter once a file is attached to an application to their position; nobody
 * else; a link altered or expired), the online resume as PDF read back with pdftotext in both languages and
 * refused to a recruiter who may not read the resume, the application detail's card, and leaving.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { t } from '@common/messages';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import { RESUME_FILE_LINK_MS, RESUME_FILE_MAX_BYTES, RESUME_FILES_MAX } from '@common/resume-files';
import { manualClock } from '../src/core/clock';
import type { LightMyRequestResponse } from 'fastify';
import { body, injectAs, type TestCaller } from './helpers';
import { readySeeker } from './applications-helpers';
import { app, other, recruiter, useTwoCompanies } from './two-companies-suite';
import { englishCaller, validBasic, validEducation, validExperience } from './resume-helpers';

const clock = manualClock(Date.parse('2026-03-02T02:00:00.000Z'));
useTwoCompanies(clock);

/** The parsed answer with a refusal's catalogue key kept (body() checks it and drops it). */
function answer(res: LightMyRequestResponse) {
  return { ...body(res), key: (res.json() as { key?: string }).key };
}

/** Calls `/api/<url>` as `who`: the answer with its key. */
async function ask(who: TestCaller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return answer(await who.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) }));
}

// ---- Files ------------------------------------------------------------------------------------------------

/** A small valid PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A PDF of exactly `size` bytes (a comment pads it). */
function pdfOfSize(size: number): Buffer {
  const padded = Buffer.alloc(size, 0x20);
  PDF.copy(padded);
  return padded;
}

let docx: Buffer;
beforeAll(async () => {
  docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('张小明 前端开发')] }] }));
});

/**
 * A Word 97-2003 document's container: an OLE compound file (header, one FAT sector, one directory sector with
 * the root and the WordDocument stream). file-type answers 'cfb' for it, as for any .doc Word writes.
 */
function oleDoc(): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  header.fill(0xff, 76);
  header.writeUInt32LE(0, 76); // the FAT is sector 0
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: the directory, end of chain
  for (let i = 2; i < 10; i += 1) fat.writeUInt32LE(i === 9 ? 0xfffffffe : i + 1, i * 4); // the stream
  const directory = Buffer.alloc(sector, 0);
  const entry = (index: number, name: string, type: number, start: number, size: number, child = 0xffffffff) => {
    const at = index * 128;
    Buffer.from(name, 'utf16le').copy(directory, at);
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt8(1, at + 67); // black
    directory.writeUInt32LE(0xffffffff, at + 68);
    directory.writeUInt32LE(0xffffffff, at + 72);
    directory.writeUInt32LE(child, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 0xfffffffe, 0, 1);
  entry(1, 'WordDocument', 2, 2, 8 * sector);
  const stream = Buffer.alloc(8 * sector, 0);
  stream.writeUInt16LE(0xa5ec, 0); // the FIB's magic number
  return Buffer.concat([header, fat, directory, stream]);
}

/** An OLE compound file that is not a Word document (a spreadsheet's Workbook stream). */
function oleWorkbook(): Buffer {
  return Buffer.from(
    oleDoc()
      .toString('latin1')
      .replace(/W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t\0/, 'W\0o\0r\0k\0b\0o\0o\0k\0\0\0\0\0\0\0\0\0'),
    'latin1',
  );
}

function multipart(content: Buffer, filename: string, type = 'application/octet-stream') {
  const boundary = '----resumeFilesTestBoundary9c2f';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(who: TestCaller, content: Buffer, filename = '我的简历.pdf', url = 'resume/files') {
  const { payload, headers } = multipart(content, filename);
  return who.inject({ method: 'POST', url: `/api/${url}`, payload, headers });
}

async function uploaded(who: TestCaller, content: Buffer = PDF, filename = '我的简历.pdf') {
  const got = answer(await upload(who, content, filename));
  if (got.code !== 200) throw new Error(`upload refused: ${got.msg}`);
  return got.data as { id: number; name: string; kind: string; size: number; isDefault: boolean };
}

/** Files under DATA_DIR/private/resume-files. */
function storedBlobs(): string[] {
  const folder = path.join(app.config.dataDir, 'private', 'resume-files');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

async function rowsOf(userId: number) {
  return app.db.selectFrom('resume_files').selectAll().where('user_id', '=', userId).execute();
}

/** GETs a link's URL without any login. */
function fetchLink(url: string) {
  return app.inject({ method: 'GET', url });
}

function pdfText(content: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'resume-pdf-')), 'resume.pdf');
  fs.writeFileSync(file, content);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** How many images a PDF draws (pdfimages -list), their alpha masks not counted. */
function pdfImages(content: Buffer): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'resume-pdf-')), 'resume.pdf');
  fs.writeFileSync(file, content);
  try {
    const lines = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    // Columns: page, num, type (image, or smask for a PNG's alpha), ...
    return lines.filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

// ---- Uploading --------------------------------------------------------------------------------------------

describe('POST resume/files', () => {
  it('keeps a PDF, a DOCX and a DOC by their bytes; the first is the default; the list puts it first', async () => {
    const seeker = await injectAs(app, 'seeker');
    const first = await uploaded(seeker, PDF, '张小明-前端.pdf');
    expect(first).toMatchObject({ name: '张小明-前端.pdf', kind: 'pdf', size: PDF.length, isDefault: true });
    const second = await uploaded(seeker, docx, 'resume.docx');
    expect(second).toMatchObject({ name: 'resume.docx', kind: 'docx', isDefault: false });
    // The name says pdf, the bytes say DOC: the kind is the content's.
    const third = await uploaded(seeker, oleDoc(), '旧版简历.pdf');
    expect(third).toMatchObject({ name: '旧版简历.doc', kind: 'doc', isDefault: false });
    const list = await ask(seeker, 'GET', 'resume/files');
    expect(list.data.map((f: { id: number }) => f.id)).toEqual([first.id, third.id, second.id]);
    expect(list.data[0]).toEqual({ ...first, source: 'upload', createdAt: expect.any(String) });
    expect(storedBlobs()).toEqual(expect.arrayContaining((await rowsOf(seeker.userId)).map((row) => row.file_key)));
  });

  it('refuses a ZIP that is not a DOCX (named .pdf), another OLE file, an image: 415, nothing stored', async () => {
    const seeker = await injectAs(app, 'seeker');
    const before = storedBlobs();
    const zip = Buffer.from(zipSync({ 'a.txt': strToU8('not a resume') }));
    for (const [content, name] of [
      [zip, 'resume.pdf'],
      [oleWorkbook(), 'resume.doc'],
      [
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
        'a.pdf',
      ],
      [Buffer.from('plain text resume'), 'resume.docx'],
    ] as const) {
      const res = await upload(seeker, content, name);
      expect(res.statusCode).toBe(415);
      expect(answer(res)).toMatchObject({ msg: t('zh-Hans', RESUME_FILES_MSG.kind), key: RESUME_FILES_MSG.kind });
    }
    expect(storedBlobs()).toEqual(before);
    expect(await rowsOf(seeker.userId)).toEqual([]);
  });

  it('refuses an empty file and a body without one', async () => {
    const seeker = await injectAs(app, 'seeker');
    expect(answer(await upload(seeker, Buffer.alloc(0)))).toMatchObject({ code: 502, key: RESUME_FILES_MSG.empty });
    const none = answer(await seeker.inject({ method: 'POST', url: '/api/resume/files', payload: { file: 'x' } }));
    expect(none).toMatchObject({ code: 502, key: RESUME_FILES_MSG.empty });
  });

  it('accepts exactly 20 MB; 20 MB and one byte is 413 and nothing of it is stored', async () => {
    const seeker = await injectAs(app, 'seeker');
    const big = await uploaded(seeker, pdfOfSize(RESUME_FILE_MAX_BYTES), 'big.pdf');
    expect(big.size).toBe(RESUME_FILE_MAX_BYTES);
    const before = storedBlobs();
    const res = await upload(seeker, pdfOfSize(RESUME_FILE_MAX_BYTES + 1), 'bigger.pdf');
    expect(res.statusCode).toBe(413);
    expect(answer(res)).toMatchObject({ msg: t('zh-Hans', RESUME_FILES_MSG.size), key: RESUME_FILES_MSG.size });
    expect(storedBlobs()).toEqual(before);
    expect(await rowsOf(seeker.userId)).toHaveLength(1);
  }, 60_000);

  it(`keeps at most ${RESUME_FILES_MAX}: the next is refused and not stored`, async () => {
    const seeker = await injectAs(app, 'seeker');
    for (let i = 0; i < RESUME_FILES_MAX; i += 1) await uploaded(seeker, PDF, `简历${i}.pdf`);
    const before = storedBlobs();
    const refused = answer(await upload(seeker, PDF));
    expect(refused).toMatchObject({
      code: 502,
      key: RESUME_FILES_MSG.max,
      msg: t('zh-Hans', RESUME_FILES_MSG.max, { max: RESUME_FILES_MAX }),
    });
    expect(storedBlobs()).toEqual(before);
  });

  it(`five uploads at once: ${RESUME_FILES_MAX} kept, one default, the others refused and not stored`, async () => {
    const seeker = await injectAs(app, 'seeker');
    const before = storedBlobs().length;
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => upload(seeker, PDF, `同时${i}.pdf`).then(answer)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(RESUME_FILES_MAX);
    expect(answers.filter((a) => a.key === RESUME_FILES_MSG.max)).toHaveLength(5 - RESUME_FILES_MAX);
    const rows = await rowsOf(seeker.userId);
    expect(rows).toHaveLength(RESUME_FILES_MAX);
    expect(rows.filter((row) => row.is_default === 1)).toHaveLength(1);
    expect(storedBlobs().length).toBe(before + RESUME_FILES_MAX);
  });

  it('is for seekers only', async () => {
    const res = await upload(recruiter, PDF);
    expect(body(res).code).not.toBe(200);
    expect(answer(await app.inject({ method: 'GET', url: '/api/resume/files' })).code).toBe(401);
  });
});

// ---- Rename, default, delete ------------------------------------------------------------------------------

describe('rename, default, delete', () => {
  it('renames keeping the extension; another seeker cannot touch the file', async () => {
    const seeker = await injectAs(app, 'seeker');
    const file = await uploaded(seeker, docx, 'a.docx');
    const renamed = await ask(seeker, 'PUT', `resume/files/${file.id}`, { name: '  张小明-产品经理  ' });
    expect(renamed).toMatchObject({ code: 200, data: { id: file.id, name: '张小明-产品经理.docx' } });
    // Typed with its extension, it is not doubled.
    expect((await ask(seeker, 'PUT', `resume/files/${file.id}`, { name: '简历.docx' })).data.name).toBe('简历.docx');
    expect((await ask(seeker, 'PUT', `resume/files/${file.id}`, { name: '   ' })).key).toBe(RESUME_FILES_MSG.name);
    const stranger = await injectAs(app, 'seeker');
    for (const [method, url, payload] of [
      ['PUT', `resume/files/${file.id}`, { name: 'x' }],
      ['PUT', `resume/files/${file.id}/default`, undefined],
      ['DELETE', `resume/files/${file.id}`, undefined],
    ] as const) {
      expect(await ask(stranger, method, url, payload)).toMatchObject({ code: 502, key: RESUME_FILES_MSG.notFound });
    }
  });

  it('one default; deleting it makes the newest remaining the default; the blob goes', async () => {
    const seeker = await injectAs(app, 'seeker');
    const a = await uploaded(seeker, PDF, 'a.pdf');
    const b = await uploaded(seeker, PDF, 'b.pdf');
    const c = await uploaded(seeker, PDF, 'c.pdf');
    expect((await ask(seeker, 'PUT', `resume/files/${b.id}/default`)).data).toMatchObject({
      id: b.id,
      isDefault: true,
    });
    let list = (await ask(seeker, 'GET', 'resume/files')).data as Array<{ id: number; isDefault: boolean }>;
    expect(list.map((f) => [f.id, f.isDefault])).toEqual([
      [b.id, true],
      [c.id, false],
      [a.id, false],
    ]);
    const key = (await rowsOf(seeker.userId)).find((row) => row.id === b.id)!.file_key;
    expect(await ask(seeker, 'DELETE', `resume/files/${b.id}`)).toEqual({
      code: 200,
      msg: t('zh-Hans', RESUME_FILES_MSG.deleted),
    });
    expect(storedBlobs()).not.toContain(key);
    list = (await ask(seeker, 'GET', 'resume/files')).data;
    expect(list.map((f) => [f.id, f.isDefault])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
    // Gone: a second delete, a link, a rename are refused as missing.
    expect((await ask(seeker, 'DELETE', `resume/files/${b.id}`)).key).toBe(RESUME_FILES_MSG.notFound);
    expect((await ask(seeker, 'GET', `resume/files/${b.id}/link`)).key).toBe(RESUME_FILES_MSG.notFound);
    // A freed place takes a new file.
    await uploaded(seeker, PDF, 'd.pdf');
  });
});

// ---- Who may download -------------------------------------------------------------------------------------

describe('links', () => {
  it('the owner and, after applying with it, the position’s recruiter; nobody else; altered or expired links 404', async () => {
    const seeker = await readySeeker(app);
    const file = await uploaded(seeker, docx, '张小明 简历.docx');
    const own = await ask(seeker, 'GET', `resume/files/${file.id}/link`);
    expect(own.data).toEqual({
      url: expect.stringMatching(/^\/api\/resume-files\/\d+-[a-f0-9]{32}\.docx\?exp=\d+&sig=[\w-]+$/),
      expiresAt: new Date(clock.now() + RESUME_FILE_LINK_MS).toISOString(),
      name: '张小明 简历.docx',
      kind: 'docx',
    });
    const got = await fetchLink(own.data.url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(docx);
    expect(got.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="___ __.docx"; filename*=UTF-8''${encodeURIComponent('张小明 简历.docx')}`,
    });

    // Before applying the recruiter has no access: the same answer as for a missing file.
    const missing = await ask(recruiter, 'GET', 'resume/files/999999/link');
    expect(missing).toMatchObject({ code: 502, key: RESUME_FILES_MSG.notFound });
    expect(await ask(recruiter, 'GET', `resume/files/${file.id}/link`)).toEqual(missing);

    // Applying with another seeker's file is refused and nothing is created.
    const stranger = await readySeeker(app);
    const refused = await ask(stranger, 'POST', 'applications', {
      positionId: recruiter.positionId,
      resumeFileId: file.id,
    });
    expect(refused).toMatchObject({ code: 502, key: RESUME_FILES_MSG.notFound });
    expect(
      await app.db.selectFrom('applications').select('id').where('seeker_user_id', '=', stranger.userId).execute(),
    ).toEqual([]);

    const applied = await ask(seeker, 'POST', 'applications', {
      positionId: recruiter.positionId,
      resumeFileId: file.id,
    });
    expect(applied.code).toBe(200);
    const card = { id: file.id, name: '张小明 简历.docx', kind: 'docx', size: docx.length, deleted: false };
    expect((await ask(recruiter, 'GET', `applications/${applied.data.id}`)).data.resumeFile).toEqual(card);
    expect((await ask(seeker, 'GET', `applications/${applied.data.id}`)).data.resumeFile).toEqual(card);

    const theirs = await ask(recruiter, 'GET', `resume/files/${file.id}/link`);
    expect(theirs.code).toBe(200);
    expect((await fetchLink(theirs.data.url)).rawPayload).toEqual(docx);

    // Another recruiter, another seeker, nobody logged in.
    expect(await ask(other, 'GET', `resume/files/${file.id}/link`)).toEqual(missing);
    expect(await ask(stranger, 'GET', `resume/files/${file.id}/link`)).toEqual(missing);
    expect(answer(await app.inject({ method: 'GET', url: `/api/resume/files/${file.id}/link` })).code).toBe(401);

    // An altered signature, another key with this signature, no signature.
    const url = new URL(theirs.data.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const altered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetchLink(altered)).statusCode).toBe(404);
    expect(
      (await fetchLink(`${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 1}&sig=${sig}`)).statusCode,
    ).toBe(404);
    expect((await fetchLink(url.pathname)).statusCode).toBe(404);

    // Expired.
    clock.advance(RESUME_FILE_LINK_MS + 1);
    const expired = await fetchLink(theirs.data.url);
    expect(expired.statusCode).toBe(404);
    expect(answer(expired).key).toBe(RESUME_FILES_MSG.linkExpired);

    // Deleted: gone for the recruiter too; the card says so.
    const fresh = await ask(recruiter, 'GET', `resume/files/${file.id}/link`);
    await ask(seeker, 'DELETE', `resume/files/${file.id}`);
    expect((await fetchLink(fresh.data.url)).statusCode).toBe(404);
    expect(await ask(recruiter, 'GET', `resume/files/${file.id}/link`)).toEqual(missing);
    expect((await ask(recruiter, 'GET', `applications/${applied.data.id}`)).data.resumeFile).toEqual({
      ...card,
      deleted: true,
    });
  });

  it('an application without a file has resumeFile null', async () => {
    const seeker = await readySeeker(app);
    const applied = await ask(seeker, 'POST', 'applications', { positionId: other.positionId });
    expect((await ask(other, 'GET', `applications/${applied.data.id}`)).data.resumeFile).toBeNull();
  });

  it('shareInChat: a file or a PDF of the online resume made now (not listed), opened to the recruiter', async () => {
    const seeker = await readySeeker(app);
    const conversationId = 4242;
    const service = app.services.resumeFiles;
    const card = await service.shareInChat({
      seekerId: seeker.userId,
      fileId: null,
      recruiterUserId: other.userId,
      conversationId,
    });
    expect(card).toMatchObject({ name: `${validBasic.nickname}的在线简历.pdf`, kind: 'pdf', deleted: false });
    expect((await ask(seeker, 'GET', 'resume/files')).data).toEqual([]);
    expect(await service.cardOf(card.id)).toEqual(card);
    const link = await ask(other, 'GET', `resume/files/${card.id}/link`);
    const pdf = await fetchLink(link.data.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(validBasic.nickname);
    // Three files may still be uploaded.
    for (let i = 0; i < RESUME_FILES_MAX; i += 1) await uploaded(seeker);
    // Someone else's file is refused as missing.
    const stranger = await injectAs(app, 'seeker');
    await expect(
      service.shareInChat({
        seekerId: stranger.userId,
        fileId: card.id,
        recruiterUserId: other.userId,
        conversationId,
      }),
    ).rejects.toMatchObject({ key: RESUME_FILES_MSG.notFound });
    // An empty online resume cannot be sent.
    await expect(
      service.shareInChat({ seekerId: stranger.userId, fileId: null, recruiterUserId: other.userId, conversationId }),
    ).rejects.toMatchObject({ key: RESUME_FILES_MSG.resumeEmpty });
  });
});

// ---- The online resume as PDF -----------------------------------------------------------------------------

describe('the online resume as PDF', () => {
  it('the seeker’s own, in Chinese and in English, with the photo, the name, headings and contacts', async () => {
    const seeker = await readySeeker(app);
    await ask(seeker, 'POST', 'app/educationExperience', { ...validEducation, school: '复旦大学' });
    const photo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const { payload, headers } = multipart(photo, 'me.png', 'image/png');
    const avatar = answer(await seeker.inject({ method: 'POST', url: '/api/uploads', payload, headers })).data.url;
    expect((await ask(seeker, 'PUT', 'user/profile', { nickname: validBasic.nickname, avatar })).code).toBe(200);
    const link = await ask(seeker, 'GET', 'resume/pdf');
    expect(link.data).toMatchObject({ name: `${validBasic.nickname}的在线简历.pdf`, kind: 'pdf' });
    expect(link.data.url).toMatch(/^\/api\/resume-pdf\/\d+-\d+-zh-Hans\?exp=\d+&sig=/);
    const pdf = await fetchLink(link.data.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
    expect(pdfImages(pdf.rawPayload)).toBe(1);
    const text = pdfText(pdf.rawPayload);
    for (const word of [
      validBasic.nickname,
      '工作经历',
      '教育经历',
      '复旦大学',
      validExperience.jobTitle,
      validBasic.email,
    ]) {
      expect(text).toContain(word);
    }

    const english = await englishCaller(app);
    await ask(english, 'PUT', 'resume/basic', { ...validBasic, nickname: 'Alice Wang' });
    await ask(english, 'POST', 'app/educationExperience', validEducation);
    const en = await ask(english, 'GET', 'resume/pdf');
    expect(en.data.name).toBe('Alice Wang - online resume.pdf');
    const enText = pdfText((await fetchLink(en.data.url)).rawPayload);
    expect(enText).toContain('Alice Wang');
    expect(enText).toContain('Education');
    expect(enText).not.toContain('教育经历');

    // An altered key (another seeker) with this signature.
    const other = link.data.url.replace(
      /resume-pdf\/(\d+)-/,
      (_: string, id: string) => `resume-pdf/${Number(id) + 1}-`,
    );
    expect((await fetchLink(other)).statusCode).toBe(404);
  });

  it('refused while the resume is empty', async () => {
    const seeker = await injectAs(app, 'seeker');
    expect(await ask(seeker, 'GET', 'resume/pdf')).toMatchObject({ code: 502, key: RESUME_FILES_MSG.resumeEmpty });
  });

  it('a recruiter’s copy: contacts masked as in the resume view; a hidden resume is refused like the detail', async () => {
    const seeker = await readySeeker(app);
    const detail = await ask(recruiter, 'GET', `resumes/${seeker.userId}`);
    const link = await ask(recruiter, 'GET', `resumes/${seeker.userId}/pdf`);
    expect([detail.code, detail.msg, link.code, link.msg]).toEqual([200, 'ok', 200, 'ok']);
    const text = pdfText((await fetchLink(link.data.url)).rawPayload);
    expect(text).toContain(validBasic.nickname);
    expect(text).toContain(detail.data.contact.email);
    expect(text).not.toContain(validBasic.email);

    await ask(seeker, 'PUT', 'resume/visibility', { hidden: true });
    const refused = await ask(recruiter, 'GET', `resumes/${seeker.userId}/pdf`);
    expect(refused).toMatchObject({ code: 502, key: (await ask(recruiter, 'GET', `resumes/${seeker.userId}`)).key });
    // The link made before it was hidden no longer answers.
    expect((await fetchLink(link.data.url)).statusCode).toBe(404);
    // A seeker cannot ask for a candidate's PDF.
    expect((await ask(seeker, 'GET', `resumes/${seeker.userId}/pdf`)).code).not.toBe(200);
  });
});

// ---- Reading a file into the online resume ----------------------------------------------------------------

describe('reading a resume file (proposals, nothing stored)', () => {
  it('reads only a PDF or a DOCX, by content; another seeker’s file is refused as missing', async () => {
    const seeker = await injectAs(app, 'seeker');
    const before = storedBlobs();
    for (const [content, name] of [
      [oleDoc(), 'resume.docx'],
      [Buffer.from(zipSync({ 'a.txt': strToU8('x') })), 'resume.pdf'],
      [Buffer.from('plain text'), 'resume.pdf'],
    ] as const) {
      expect(answer(await upload(seeker, content, name, 'resume/parse'))).toMatchObject({
        code: 502,
        key: RESUME_FILES_MSG.parse.kind,
      });
    }
    expect(answer(await upload(seeker, Buffer.alloc(0), 'a.pdf', 'resume/parse')).key).toBe(RESUME_FILES_MSG.empty);
    expect(storedBlobs()).toEqual(before);

    const doc = await uploaded(seeker, oleDoc(), 'old.doc');
    expect((await ask(seeker, 'POST', `resume/files/${doc.id}/parse`)).key).toBe(RESUME_FILES_MSG.parse.kind);
    const stranger = await injectAs(app, 'seeker');
    expect((await ask(stranger, 'POST', `resume/files/${doc.id}/parse`)).key).toBe(RESUME_FILES_MSG.notFound);
    expect((await ask(seeker, 'GET', 'resume')).data.basic).toBeNull();
  });

  it('reads an uploaded PDF (the online resume’s own) and a kept DOCX into proposals; nothing is stored or saved', async () => {
    const seeker = await readySeeker(app, { nickname: '李思远' });
    const pdf = (await fetchLink((await ask(seeker, 'GET', 'resume/pdf')).data.url)).rawPayload;
    const resumeBefore = (await ask(seeker, 'GET', 'resume')).data;
    const blobsBefore = storedBlobs();
    const read = answer(await upload(seeker, pdf, 'online.pdf', 'resume/parse'));
    expect(read).toMatchObject({
      code: 200,
      msg: t('zh-Hans', RESUME_FILES_MSG.parse.done),
      data: { kind: 'pdf', basic: { name: '李思远', email: validBasic.email } },
    });
    expect(storedBlobs()).toEqual(blobsBefore);
    expect(await rowsOf(seeker.userId)).toEqual([]);
    expect((await ask(seeker, 'GET', 'resume')).data).toEqual(resumeBefore);

    const demo = fs.readFileSync(path.join(__dirname, '..', 'assets', 'demo', 'resume-product.docx'));
    const kept = await uploaded(seeker, demo, '产品经理.docx');
    const proposal = await ask(seeker, 'POST', `resume/files/${kept.id}/parse`);
    expect(proposal).toMatchObject({ code: 200, data: { kind: 'docx', basic: { name: '张小明' } } });
    expect(proposal.data.educations).toEqual([expect.objectContaining({ school: '浙江大学', degree: 'bachelor' })]);
  });

  it('a PDF without any text (a scan) is refused as unreadable, uploaded or kept', async () => {
    const seeker = await injectAs(app, 'seeker');
    expect(answer(await upload(seeker, PDF, 'scan.pdf', 'resume/parse'))).toMatchObject({
      code: 502,
      key: RESUME_FILES_MSG.parse.failed,
    });
    const kept = await uploaded(seeker, PDF, 'scan.pdf');
    expect((await ask(seeker, 'POST', `resume/files/${kept.id}/parse`)).key).toBe(RESUME_FILES_MSG.parse.failed);
  });
});

// ---- Leaving ----------------------------------------------------------------------------------------------

describe('leaving', () => {
  it('the copy lists the files and holds the uploads; deleting the account removes files and grants', async () => {
    const seeker = await readySeeker(app);
    const file = await uploaded(seeker, docx, '我的简历.docx');
    await app.services.resumeFiles.grantForApplication({
      seekerId: seeker.userId,
      fileId: file.id,
      recruiterUserId: recruiter.userId,
      applicationId: 777,
    });
    const copy = await app.services.resumeFiles.exportOf(seeker.userId);
    expect(copy.resumeFiles).toEqual([expect.objectContaining({ name: '我的简历.docx', size: docx.length })]);
    expect(copy.files).toEqual([{ name: `resume-files/${file.id}-我的简历.docx`, content: docx }]);
    const keys = (await rowsOf(seeker.userId)).map((row) => row.file_key);

    await app.services.resumeFiles.forgetUser(seeker.userId);
    expect(await rowsOf(seeker.userId)).toEqual([]);
    expect(await app.db.selectFrom('resume_file_grants').selectAll().where('file_id', '=', file.id).execute()).toEqual(
      [],
    );
    for (const key of keys) expect(storedBlobs()).not.toContain(key);
  });
});
