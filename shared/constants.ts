/** Product limits. Each names the SPEC section it comes from. */

/** SPEC §5, §9: search runs from this many characters. */
export const SEARCH_MIN_CHARS = 2;
/** SPEC §9: the search dropdown shows at most this many entries in all. */
export const SEARCH_DROPDOWN_MAX_ENTRIES = 8;
/** SPEC §9: the search dropdown shows at most this many articles. */
export const SEARCH_DROPDOWN_MAX_ARTICLES = 5;
/** Issue 10: the search answer holds at most this many title suggestions. */
export const SEARCH_DROPDOWN_MAX_SUGGESTIONS = 3;
/** The full results page holds this many results (10, as SPEC §7 pages search). */
export const SEARCH_PAGE_SIZE = 10;
/** Longer queries are cut to this length, never refused: any text is a valid search. */
export const SEARCH_MAX_QUERY_CHARS = 200;
/** SPEC §9: public settings are cached this many seconds. */
export const PUBLIC_SETTINGS_CACHE_SECONDS = 300;
/** SPEC §9: read time is the body length divided by this, rounded up. */
export const READ_TIME_CHARS_PER_MINUTE = 1000;
/** SPEC §9: default vertical focus of a cover image. */
export const DEFAULT_COVER_POSITION = 50;
/** SPEC §9: admin article and media pages hold this many items. */
export const ADMIN_PAGE_SIZE = 20;
/** DESIGN "Where SPEC is open": public category pages hold this many articles. */
export const PUBLIC_CATEGORY_PAGE_SIZE = 12;
/** DESIGN: the featured list is filled up to this many articles. */
export const FEATURED_COUNT = 6;
/** DESIGN: related articles shown under an article. */
export const RELATED_COUNT = 4;
/** SPEC §9: dashboard list lengths. */
export const DASHBOARD_VERIFICATION_ITEMS = 5;
export const DASHBOARD_RECENT_ARTICLES = 3;
export const DASHBOARD_TOP_SEARCHES = 3;
export const DASHBOARD_NO_RESULT_QUERIES = 3;
/** SPEC §9: version history shows this many versions. */
export const VERSION_HISTORY_COUNT = 5;
/** An article is listed for verification this many days before it is due, so staff can plan. */
export const VERIFICATION_DUE_SOON_DAYS = 14;
/** SPEC §9: upload maximum per file. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** SPEC §5, §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;
/** DESIGN: one vote per visitor per article in this window. */
export const RATING_WINDOW_HOURS = 24;
/** SPEC §9: toasts. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
/** SPEC §2: RSS lists this many newest articles. */
export const RSS_ITEM_COUNT = 50;
