import { RATING_WINDOW_HOURS } from "../../../shared/constants.ts";
import type { RatingResponse } from "../../../shared/schemas/rating.ts";
import { clock } from "../../platform/clock.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { findPublishedArticleBySlug } from "../articles/articleRepo.ts";
import { addVote, countRatingsFromAddressSince, insertRating, ratedSince } from "./ratingRepo.ts";

export interface Rater {
  /** The visitor cookie id, when the request carried one. */
  visitorId: string | null;
  ip: string;
}

/** Votes one client address may cast on one article per RATING_WINDOW_HOURS. */
export const VOTES_PER_ADDRESS_PER_ARTICLE = 5;

/** The client recognises this rejection by "already rated". */
export const ALREADY_RATED_MESSAGE = "You have already rated this article recently.";

/**
 * POST /api/public/articles/:slug/rate: one vote per visitor per article per 24
 * hours. A vote is keyed by the visitor cookie, or by the address when there is no cookie; a
 * cookie-carrying vote is refused too when a cookieless vote came from the same address (the
 * first vote of a new browser usually has no cookie yet).
 */
export async function rateArticle(
  ctx: AppContext,
  slug: string,
  value: 1 | -1,
  rater: Rater,
): Promise<RatingResponse> {
  const ipKey = `ip:${rater.ip}`;
  const ownKey = rater.visitorId ? `v:${rater.visitorId}` : ipKey;
  const since = new Date(clock.nowMs() - RATING_WINDOW_HOURS * 3_600_000).toISOString();
  const counts = await ctx.db.transaction().execute(async (trx) => {
    const article = await findPublishedArticleBySlug(trx, slug);
    if (!article) throw notFound("Article not found.");
    // Counting first takes the article row's write lock, so two votes of one visitor at the same
    // moment are judged one after the other (the rollback below undoes the count).
    const counts = await addVote(trx, article.id, value);
    if (await ratedSince(trx, article.id, [...new Set([ownKey, ipKey])], since))
      throw conflict(ALREADY_RATED_MESSAGE, "ALREADY_RATED");
    // A fresh cookie per request must not buy a new vote: an address gets a few votes per
    // article per day (a household or office shares one), however many visitors it claims.
    if (
      (await countRatingsFromAddressSince(trx, article.id, rater.ip, since)) >= VOTES_PER_ADDRESS_PER_ARTICLE
    )
      throw conflict(ALREADY_RATED_MESSAGE, "ALREADY_RATED");
    await insertRating(trx, {
      articleId: article.id,
      visitorId: ownKey,
      value,
      createdAt: clock.now().toISOString(),
      clientAddress: rater.ip,
    });
    return counts;
  });
  // No page-cache clearing: counts reach cached pages within PAGE_MAX_AGE_MS, and a vote must not
  // cost every visitor a fresh render of every page.
  return counts;
}
