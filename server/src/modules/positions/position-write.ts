/**
 * What a position's create and edit write (positions.service.ts), with the screening of its texts before
 * review (issue 33, part 2; the rules are common/screening/rules.data.ts, the decision docs/decisions.md,
 * "Screening postings"):
 * - a `refuse` finding refuses the save, naming the field (the message key is
 *   `screening.refused.<field>.<category>`, so the app puts it on that field) and the words;
 * - `review` findings are saved with the position (`positions.screening`, 0027) and answered to operators
 *   only, in the review queue's rows (`screening`), so they can see the words highlighted.
 * Every save goes to review anyway; the findings tell the operator where to look.
 */
import type { PositionBody } from '@common/positions';
import { screeningFindingSchema, type ScreeningFinding } from '@common/screening/findings';
import { refusalOf, screenPosition } from '@common/screening/screen';
import { SCREENING_MSG } from '@common/messages.screening';
import { z } from 'zod';
import { refuse } from '../../http/errors';
import { regionPoint } from '../regions/regions.service';
import { industryName, positionCodesOfText } from '../taxonomy/taxonomy.service';
import type { PositionWrite } from './positions.repository';

/** Screens the body: refuses a clear violation, answers the doubtful findings as stored (null: none). */
function screened(body: PositionBody): string | null {
  const findings = screenPosition(body);
  const refused = refusalOf(findings);
  if (refused) {
    throw refuse(SCREENING_MSG.refused[refused.field][refused.category], { words: refused.words.join('、') });
  }
  return findings.length > 0 ? JSON.stringify(findings) : null;
}

const storedSchema = z.array(screeningFindingSchema);

/** The stored findings of a position for the review queue ([] when none, or when the column holds junk). */
export function storedFindings(stored: string | null | undefined): ScreeningFinding[] {
  if (!stored) return [];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The columns a create or an edit writes: the body's values, the codes and the point derived from them, and
 * what the screening sent to review. Refuses the body when the screening refuses it.
 */
export function positionValues(body: PositionBody): PositionWrite {
  // Both or neither (the schema refuses one alone); without them distances use the region's centre.
  const given =
    typeof body.latitude === 'number' && typeof body.longitude === 'number'
      ? { latitude: body.latitude, longitude: body.longitude }
      : undefined;
  const point = given ?? regionPoint(body.region);
  const fromText = positionCodesOfText(body.title, body.industry);
  return {
    title: body.title,
    job_type: body.jobType,
    // The division's name when a code is sent (the text keeps serving older clients and the keyword search).
    industry: body.industryCode ? industryName(body.industryCode) : (body.industry ?? ''),
    category_code: body.categoryCode ?? fromText.categoryCode,
    industry_code: body.industryCode ?? fromText.industryCode,
    education: body.education,
    gender: body.gender,
    experience: body.experience,
    requirements: body.requirements,
    working_hours: body.workingHours,
    form: body.form,
    region_code: body.region,
    address_detail: body.addressDetail ?? '',
    recruit_start: body.recruitStart,
    recruit_end: body.recruitEnd,
    headcount: body.headcount,
    responsibilities: body.responsibilities,
    conditions: body.conditions ?? '',
    // 面议 states no range (one sent with it is dropped); months of pay other than 12 for monthly pay only.
    salary_min: body.negotiable ? null : (body.salaryMin ?? null),
    salary_max: body.negotiable ? null : (body.salaryMax ?? null),
    salary_unit: body.salaryUnit ?? 'month',
    salary_months: (body.salaryUnit ?? 'month') === 'month' ? (body.salaryMonths ?? 12) : 12,
    negotiable: body.negotiable ? 1 : 0,
    show_on_company_page: body.showOnCompanyPage === false ? 0 : 1,
    latitude: given?.latitude ?? null,
    longitude: given?.longitude ?? null,
    geo_lat: point?.latitude ?? null,
    geo_lng: point?.longitude ?? null,
    screening: screened(body),
  };
}
