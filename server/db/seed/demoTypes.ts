import type { VerificationInterval } from "../../../shared/schemas/verification.ts";

/** A category of the bundled demo help center. */
export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  displayOrder: number;
}

/**
 * An article of the bundled demo help center. Times are relative to the moment the seed runs,
 * so the demo always has some articles due for verification and some fresh ones.
 */
export interface DemoArticle {
  slug: string;
  title: string;
  summary: string;
  categorySlug: string;
  /** Safe, well-formed HTML: h2/h3, p, ul/ol/li, strong/em, blockquote, table, code, a. */
  contentHtml: string;
  tags: string[];
  status: "draft" | "published";
  featured: boolean;
  /** File name under public/demo/ (served at /demo/{file}), or null. */
  coverImage: string | null;
  coverImagePosition: number;
  helpfulCount: number;
  notHelpfulCount: number;
  publishedDaysAgo: number;
  updatedDaysAgo: number;
  verificationInterval: VerificationInterval;
  /** Days since last verification; null when never verified. */
  lastVerifiedDaysAgo: number | null;
  seoTitle?: string;
  seoDescription?: string;
}
