import type {
  FeedbackInput,
  FeedbackItem,
  FeedbackList,
  FeedbackListQuery,
} from "../../../shared/schemas/feedback.ts";
import { clock } from "../../platform/clock.ts";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { findPublishedArticleBySlug } from "../articles/articleRepo.ts";
import { presentFeedback } from "./feedbackPresenter.ts";
import {
  countFeedbackByVisitorSince,
  countFeedbackFromAddressSince,
  feedbackExistsForVote,
  findFeedbackRow,
  insertFeedback,
  latestVoteSince,
  listFeedbackRows,
  resolveFeedbackRow,
} from "./feedbackRepo.ts";
import type { Rater } from "./ratingService.ts";

/** Feedback explains a vote cast at most this long ago. */
export const FEEDBACK_AFTER_VOTE_MINUTES = 30;
/** Feedback one visitor may give per day, across articles. */
export const FEEDBACK_PER_VISITOR_PER_DAY = 10;
/** Feedback from one address per day, across articles (a household or office shares one). */
export const FEEDBACK_PER_ADDRESS_PER_DAY = 30;
/** A comment with more links than this is held as spam, out of the open list. */
export const FEEDBACK_MAX_LINKS = 2;
/** Staff read feedback in pages of this many. */
export const FEEDBACK_PAGE_SIZE = 50;

const DAY_MS = 86_400_000;

/** Links in a comment: addresses with a scheme, and "www." names. */
export function countLinks(comment: string): number {
  return comment.match(/(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)\S+/gi)?.length ?? 0;
}

const limited = (message: string) =>
  new AppError(429, "FEEDBACK_LIMIT", message, undefined, { "retry-after": "3600" });

/**
 * POST /api/public/articles/:slug/feedback: the reason and comment behind the vote this visitor
 * cast on the article in the last 30 minutes (keyed as the vote was: the visitor cookie, or the
 * address when the vote carried none). One piece of feedback per vote; a "Not helpful" vote needs
 * a reason, a "Helpful" vote takes a comment only. A comment with more than two links is stored
 * but held as spam.
 */
export async function submitFeedback(
  ctx: AppContext,
  slug: string,
  input: FeedbackInput,
  rater: Rater,
): Promise<{ ok: true }> {
  const ipKey = `ip:${rater.ip}`;
  const ownKey = rater.visitorId ? `v:${rater.visitorId}` : ipKey;
  const comment = input.comment?.trim() ?? "";
  const now = clock.nowMs();
  await ctx.db.transaction().execute(async (trx) => {
    const article = await findPublishedArticleBySlug(trx, slug);
    if (!article) throw notFound("Article not found.");
    const since = new Date(now - FEEDBACK_AFTER_VOTE_MINUTES * 60_000).toISOString();
    const vote = await latestVoteSince(trx, article.id, [...new Set([ownKey, ipKey])], since);
    if (!vote) throw conflict("Rate the article first: feedback explains a recent vote.", "NO_RECENT_VOTE");
    if (vote.value === -1 && !input.reason) throw badRequest("Choose what went wrong.", "reason");
    if (vote.value === 1 && input.reason)
      throw badRequest('A reason goes with a "Not helpful" vote only.', "reason");
    if (vote.value === 1 && comment === "") throw badRequest("Write a comment.", "comment");
    if (await feedbackExistsForVote(trx, vote.id))
      throw conflict("You have already sent feedback on this vote.", "FEEDBACK_ALREADY_SENT");
    const dayAgo = new Date(now - DAY_MS).toISOString();
    if ((await countFeedbackByVisitorSince(trx, vote.visitorId, dayAgo)) >= FEEDBACK_PER_VISITOR_PER_DAY)
      throw limited("You have sent a lot of feedback today. Please try again tomorrow.");
    if ((await countFeedbackFromAddressSince(trx, rater.ip, dayAgo)) >= FEEDBACK_PER_ADDRESS_PER_DAY)
      throw limited("A lot of feedback came from your network today. Please try again tomorrow.");
    await insertFeedback(trx, {
      articleId: article.id,
      ratingId: vote.id,
      visitorId: vote.visitorId,
      vote: vote.value,
      reason: vote.value === -1 ? (input.reason ?? null) : null,
      comment,
      status: countLinks(comment) > FEEDBACK_MAX_LINKS ? "spam" : "open",
      createdAt: new Date(now).toISOString(),
    });
  });
  return { ok: true };
}

/** GET /api/admin/feedback: newest first, filtered, a page at a time. */
export async function listFeedback(ctx: AppContext, query: FeedbackListQuery): Promise<FeedbackList> {
  const rows = await listFeedbackRows(
    ctx.db,
    { articleId: query.articleId, reason: query.reason, status: query.status, beforeId: query.cursor },
    FEEDBACK_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, FEEDBACK_PAGE_SIZE);
  return {
    items: page.map(presentFeedback),
    nextCursor: rows.length > FEEDBACK_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** POST /api/admin/feedback/:id/resolve: off the open list; resolving twice changes nothing. */
export async function resolveFeedback(
  ctx: AppContext,
  id: number,
  staffId: number | null,
): Promise<FeedbackItem> {
  await resolveFeedbackRow(ctx.db, id, clock.now().toISOString(), staffId);
  const row = await findFeedbackRow(ctx.db, id);
  if (!row) throw notFound("Feedback not found.");
  return presentFeedback(row);
}
