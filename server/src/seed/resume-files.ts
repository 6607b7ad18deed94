/**
 * The demo seeker's resume files (附件简历): a PDF of the online resume, drawn by the same code as
 * `GET resume/pdf` (the default), and a DOCX aimed at product roles (server/assets/demo/resume-product.docx,
 * written once by scripts/make-demo-resume-docx.ts). The PDF is attached to the demo seeker's newest
 * application to the demo recruiter's company, so the recruiter's application detail opens it. Without a
 * file store (some tests) nothing is seeded here.
 */
import { RESUME_FILE_MEDIA, type ResumeFileKind } from '@common/resume-files';
import fs from 'node:fs';
import path from 'node:path';
import type { BlobStore } from '../core/blob-store';
import { PRODUCT_NAME_DEFAULT, repoRoot } from '../core/config';
import type { Db } from '../db/connect';
import { toIso } from '../db/time';
import { renderResumePdf } from '../modules/resume/resume-pdf';
import { ownResumeDetail, RESUME_FILES_FOLDER } from '../modules/resume/resume-files.service';
import { seededRandom } from './random';

const DAY = 86_400_000;

export async function insertDemoResumeFiles(
  db: Db,
  store: BlobStore | undefined,
  now: number,
  demo: { seekerId: number; recruiterId: number; companyId: number },
): Promise<void> {
  if (!store) return;
  const resume = await ownResumeDetail(db, demo.seekerId, now);
  if (!resume) return;
  const pdf = await renderResumePdf({
    resume,
    locale: 'zh-Hans',
    names: { product: PRODUCT_NAME_DEFAULT, company: PRODUCT_NAME_DEFAULT },
    now,
  });
  const docx = fs.readFileSync(path.join(repoRoot(), 'server', 'assets', 'demo', 'resume-product.docx'));
  // Keys as the server makes them (owner, 32 hex, kind), the same on every fresh database.
  const random = seededRandom(20260438);
  const hex = () =>
    Array.from({ length: 32 }, () =>
      Math.floor(random() * 16)
        .toString(16)
        .toLowerCase(),
    ).join('');

  const files: Array<{ name: string; kind: ResumeFileKind; content: Buffer; isDefault: boolean; ago: number }> = [
    { name: `${resume.basic.nickname}-前端开发.pdf`, kind: 'pdf', content: pdf, isDefault: true, ago: 20 * DAY },
    { name: `${resume.basic.nickname}-产品经理.docx`, kind: 'docx', content: docx, isDefault: false, ago: 6 * DAY },
  ];
  const ids: number[] = [];
  for (const file of files) {
    const key = `${demo.seekerId}-${hex()}.${file.kind}`;
    await store.put(RESUME_FILES_FOLDER + key, file.content, RESUME_FILE_MEDIA[file.kind]);
    const inserted = await db
      .insertInto('resume_files')
      .values({
        user_id: demo.seekerId,
        name: file.name,
        kind: file.kind,
        size: file.content.length,
        file_key: key,
        is_default: file.isDefault ? 1 : 0,
        source: 'upload',
        created_at: toIso(now - file.ago),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(inserted.id);
  }

  // The PDF went with the demo seeker's newest application to the demo recruiter's company.
  const application = await db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .select(['a.id', 'a.created_at'])
    .where('a.seeker_user_id', '=', demo.seekerId)
    .where('a.company_id', '=', demo.companyId)
    .where('p.recruiter_user_id', '=', demo.recruiterId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  if (application) {
    await db
      .insertInto('resume_file_grants')
      .values({
        file_id: ids[0],
        recruiter_user_id: demo.recruiterId,
        via: 'application',
        application_id: application.id,
        conversation_id: null,
        created_at: application.created_at,
      })
      .execute();
  }
}
