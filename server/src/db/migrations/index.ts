/**
 * Every migration, in order. To add one: create `NNNN_<what>.ts` exporting `(dialect) => Migration`
 * and append it here. Never edit a migration that has shipped; write a new one.
 */
import type { Migration } from 'kysely';
import type { DbDialect } from '../connect';
import type { MigrationContext } from './context';
import { foundation } from './0001_foundation';
import { accounts } from './0002_accounts';
import { content } from './0003_content';
import { resume } from './0004_resume';
import { positionsMigration } from './0005_positions';
import { applicationsMigration } from './0006_applications';
import { positionLocationMigration } from './0007_position_location';
import { listOrderIndexMigration } from './0008_list_order_index';
import { chatMigration } from './0009_chat';
import { contractsMigration } from './0010_contracts';
import { oaMigration } from './0011_oa';
import { assistantMigration } from './0012_assistant';
import { helpTextsMigration } from './0013_help_texts';
import { jobLeasesMigration } from './0014_job_leases';
import { positionSearchGramsMigration } from './0015_position_search_grams';
import { positionSearchPrefixesMigration } from './0016_position_search_prefixes';
import { localSearchTextMigration } from './0017_local_search_text';
import { recruiterContactMigration } from './0018_recruiter_contact';
import { staffPhoneTailMigration } from './0019_staff_phone_tail';
import { taxonomyMigration } from './0020_taxonomy';
import { viewsMigration } from './0021_views';
import { companyPageMigration } from './0022_company_page';
import { salaryTermsMigration } from './0023_salary_terms';
import { recommendationsMigration } from './0024_recommendations';
import { consentsMigration } from './0025_consents';
import { accountDeletionMigration } from './0026_account_deletion';
import { positionScreeningMigration } from './0027_position_screening';
import { categoryWalkMigration } from './0028_category_walk';
import { categoryGroupWalkMigration } from './0029_category_group_walk';
import { onboardingMigration } from './0030_onboarding';
import { reportsMigration } from './0031_reports';
import { recruiterVerificationsMigration } from './0032_recruiter_verifications';
import { outboxMigration } from './0033_outbox';
import { wechatSubscriptionsMigration } from './0034_wechat_subscriptions';
import { notificationPreferencesMigration } from './0035_notification_preferences';
import { pipelineMigration } from './0036_pipeline';
import { interviewSchedulingMigration } from './0037_interview_scheduling';
import { resumeFilesMigration } from './0038_resume_files';

export type { MigrationContext };

/**
 * PostgreSQL tables a migration rewrote, vacuumed once it has committed (VACUUM cannot run in the
 * migrations' transaction): a rewritten table has an empty visibility map, so every index-only scan (the
 * list walks) reads the table until autovacuum happens to come, which a rewrite alone never triggers.
 */
export const VACUUM_AFTER: Record<string, string[]> = {
  '0016_position_search_prefixes': ['positions'],
  '0020_taxonomy': ['positions'],
};

export function allMigrations(dialect: DbDialect, context: MigrationContext): Record<string, Migration> {
  return {
    '0001_foundation': foundation(dialect),
    '0002_accounts': accounts(dialect),
    '0003_content': content(dialect),
    '0004_resume': resume(dialect),
    '0005_positions': positionsMigration(dialect),
    '0006_applications': applicationsMigration(dialect),
    '0007_position_location': positionLocationMigration(dialect, context),
    '0008_list_order_index': listOrderIndexMigration(dialect),
    '0009_chat': chatMigration(dialect),
    '0010_contracts': contractsMigration(dialect),
    '0011_oa': oaMigration(dialect),
    '0012_assistant': assistantMigration(dialect),
    '0013_help_texts': helpTextsMigration(dialect),
    '0014_job_leases': jobLeasesMigration(),
    '0015_position_search_grams': positionSearchGramsMigration(dialect),
    '0016_position_search_prefixes': positionSearchPrefixesMigration(dialect),
    '0017_local_search_text': localSearchTextMigration(dialect),
    '0018_recruiter_contact': recruiterContactMigration(),
    '0019_staff_phone_tail': staffPhoneTailMigration(),
    '0020_taxonomy': taxonomyMigration(),
    '0021_views': viewsMigration(dialect),
    '0022_company_page': companyPageMigration(),
    '0023_salary_terms': salaryTermsMigration(),
    '0024_recommendations': recommendationsMigration(dialect),
    '0025_consents': consentsMigration(dialect),
    '0026_account_deletion': accountDeletionMigration(dialect),
    '0027_position_screening': positionScreeningMigration(),
    '0028_category_walk': categoryWalkMigration(dialect),
    '0029_category_group_walk': categoryGroupWalkMigration(dialect),
    '0030_onboarding': onboardingMigration(dialect),
    '0031_reports': reportsMigration(dialect),
    '0032_recruiter_verifications': recruiterVerificationsMigration(dialect),
    '0033_outbox': outboxMigration(dialect),
    '0034_wechat_subscriptions': wechatSubscriptionsMigration(dialect),
    '0035_notification_preferences': notificationPreferencesMigration(dialect),
    '0036_pipeline': pipelineMigration(dialect),
    '0037_interview_scheduling': interviewSchedulingMigration(dialect),
    '0038_resume_files': resumeFilesMigration(dialect),
  };
}
