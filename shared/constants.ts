/** Product limits, each with the rule it sets. */

/** Search runs from this many characters. */
export const SEARCH_MIN_CHARS = 2;
/** The search dropdown shows at most this many entries in all. */
export const SEARCH_DROPDOWN_MAX_ENTRIES = 8;
/** The search dropdown shows at most this many articles. */
export const SEARCH_DROPDOWN_MAX_ARTICLES = 5;
/** The search answer holds at most this many title suggestions. */
export const SEARCH_DROPDOWN_MAX_SUGGESTIONS = 3;
/** The full results page holds this many results. */
export const SEARCH_PAGE_SIZE = 10;
/** Longer queries are cut to this length, never refused: any text is a valid search. */
export const SEARCH_MAX_QUERY_CHARS = 200;
/** Public settings are cached this many seconds (5 minutes). */
export const PUBLIC_SETTINGS_CACHE_SECONDS = 300;
/** Read time is the body length divided by this, rounded up. */
export const READ_TIME_CHARS_PER_MINUTE = 1000;
/** Default vertical focus of a cover image, in percent (0-100). */
export const DEFAULT_COVER_POSITION = 50;
/** Admin article and media pages hold this many items. */
export const ADMIN_PAGE_SIZE = 20;
/** Public category pages hold this many articles. */
export const PUBLIC_CATEGORY_PAGE_SIZE = 12;
/** The featured list is filled up to this many articles with the most helpful ones. */
export const FEATURED_COUNT = 6;
/** Related articles shown under an article, at most. */
export const RELATED_COUNT = 4;
/** Dashboard list lengths. */
export const DASHBOARD_VERIFICATION_ITEMS = 5;
export const DASHBOARD_RECENT_ARTICLES = 3;
export const DASHBOARD_TOP_SEARCHES = 3;
export const DASHBOARD_NO_RESULT_QUERIES = 3;
/** Version history shows this many versions. */
export const VERSION_HISTORY_COUNT = 5;
/** An article is listed for verification this many days before it is due, so staff can plan. */
export const VERIFICATION_DUE_SOON_DAYS = 14;
/** Upload maximum per file (10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;
/** One vote per visitor per article in this window. */
export const RATING_WINDOW_HOURS = 24;
/** Toasts: how long one shows, and how far a swipe to the right dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
/** The RSS feed lists this many newest articles. */
export const RSS_ITEM_COUNT = 50;
