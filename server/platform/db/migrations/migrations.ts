import type { Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";
import { initialMigration } from "./001_initial.ts";
import { contentIndexesMigration } from "./002_content_indexes.ts";
import { searchMigration } from "./003_search.ts";
import { trigramMigration } from "./004_trigram.ts";
import { hardeningMigration } from "./005_hardening.ts";
import { mediaMigration } from "./006_media.ts";
import { searchVectorsMigration } from "./007_search_vectors.ts";
import { jobRunsMigration } from "./008_job_runs.ts";
import { searchRollupsMigration } from "./009_search_rollups.ts";
import { searchGinFastupdateMigration } from "./010_search_gin_fastupdate.ts";
import { searchWindowsMigration } from "./011_search_windows.ts";
import { dashboardIndexesMigration } from "./012_dashboard_indexes.ts";
import { searchBodyStartMigration } from "./013_search_body_start.ts";
import { articleTagsLowerMigration } from "./014_article_tags_lower.ts";
import { articleDraftsMigration } from "./015_article_drafts.ts";
import { previewLinksMigration } from "./016_preview_links.ts";
import { trashMigration } from "./017_trash.ts";
import { articleSchedulesMigration } from "./018_article_schedules.ts";
import { auditLogMigration } from "./019_audit_log.ts";
import { apiTokensMigration } from "./020_api_tokens.ts";
import { importLinksMigration } from "./021_import_links.ts";
import { categorySlugHistoryMigration } from "./022_category_slug_history.ts";
import { articleFeedbackMigration } from "./025_article_feedback.ts";
import { articleViewsMigration } from "./026_article_views.ts";
import { contentHealthMigration } from "./027_content_health.ts";
import { searchGapLinksMigration } from "./028_search_gap_links.ts";
import { synonymSuggestionDismissalsMigration } from "./029_synonym_suggestion_dismissals.ts";
import { passwordResetsMigration } from "./030_password_resets.ts";
import { versionAuthorNameMigration } from "./035_version_author_name.ts";
import { uniqueCategoryOrdersMigration } from "./036_unique_category_orders.ts";
import { auditTokenMigration } from "./038_audit_token.ts";
import { twoFactorMigration } from "./040_two_factor.ts";
import { sessionTwoFactorSetupMigration } from "./041_session_two_factor_setup.ts";
import { singleSignOnMigration } from "./045_single_sign_on.ts";
import { webhooksMigration } from "./050_webhooks.ts";
import { importJobsMigration } from "./055_import_jobs.ts";
import { keysetIndexesMigration } from "./060_keyset_indexes.ts";
import { temporaryPasswordExpiryMigration } from "./065_temporary_password_expiry.ts";
import { largeHelpCenterIndexesMigration } from "./066_large_help_center_indexes.ts";
import { twoFactorClockOffsetMigration } from "./067_two_factor_clock_offset.ts";
import { mediaUrlIndexMigration } from "./068_media_url_index.ts";
import { searchHeadMarksMigration } from "./069_search_head_marks.ts";
import { searchKeepsStopWordsMigration } from "./070_search_keeps_stop_words.ts";

/** Every migration, in order. Names sort in the order they run. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    "001_initial": initialMigration(dialect),
    "002_content_indexes": contentIndexesMigration,
    "003_search": searchMigration(dialect),
    "004_trigram": trigramMigration(dialect),
    "005_hardening": hardeningMigration(dialect),
    "006_media": mediaMigration(dialect),
    "007_search_vectors": searchVectorsMigration(dialect),
    "008_job_runs": jobRunsMigration(dialect),
    "009_search_rollups": searchRollupsMigration(dialect),
    "010_search_gin_fastupdate": searchGinFastupdateMigration(dialect),
    "011_search_windows": searchWindowsMigration(dialect),
    "012_dashboard_indexes": dashboardIndexesMigration,
    "013_search_body_start": searchBodyStartMigration(dialect),
    "014_article_tags_lower": articleTagsLowerMigration,
    "015_article_drafts": articleDraftsMigration(dialect),
    "016_preview_links": previewLinksMigration(dialect),
    "017_trash": trashMigration(dialect),
    "018_article_schedules": articleSchedulesMigration(dialect),
    "019_audit_log": auditLogMigration(dialect),
    "020_api_tokens": apiTokensMigration(dialect),
    "021_import_links": importLinksMigration(dialect),
    "022_category_slug_history": categorySlugHistoryMigration(dialect),
    "025_article_feedback": articleFeedbackMigration(dialect),
    "026_article_views": articleViewsMigration,
    "027_content_health": contentHealthMigration(dialect),
    "028_search_gap_links": searchGapLinksMigration(dialect),
    "029_synonym_suggestion_dismissals": synonymSuggestionDismissalsMigration(dialect),
    "030_password_resets": passwordResetsMigration(dialect),
    "035_version_author_name": versionAuthorNameMigration,
    "036_unique_category_orders": uniqueCategoryOrdersMigration,
    "038_audit_token": auditTokenMigration,
    "040_two_factor": twoFactorMigration(dialect),
    "041_session_two_factor_setup": sessionTwoFactorSetupMigration,
    "045_single_sign_on": singleSignOnMigration(dialect),
    "050_webhooks": webhooksMigration(dialect),
    "055_import_jobs": importJobsMigration(dialect),
    "060_keyset_indexes": keysetIndexesMigration,
    "065_temporary_password_expiry": temporaryPasswordExpiryMigration(dialect),
    "066_large_help_center_indexes": largeHelpCenterIndexesMigration,
    "067_two_factor_clock_offset": twoFactorClockOffsetMigration,
    "068_media_url_index": mediaUrlIndexMigration,
    "069_search_head_marks": searchHeadMarksMigration(dialect),
    "070_search_keeps_stop_words": searchKeepsStopWordsMigration(dialect),
  };
}

/**
 * Tables a migration rewrote whole, by migration: on PostgreSQL each row's old version stays
 * behind until a vacuum reclaims it, and searches read around 100,000 of them (every kind ×1.5-2
 * slower after migration 069) until autovacuum gets there. migrateToLatest vacuums them after
 * the migrations' transaction (VACUUM cannot run inside one).
 */
export const TABLES_REWRITTEN_BY: Readonly<Record<string, readonly string[]>> = {
  "069_search_head_marks": ["search_vectors"],
  "070_search_keeps_stop_words": ["search_vectors"],
};
