/**
 * Question forms that ask how long something takes or lasts ("how long does a refund take",
 * "when will my order arrive"): the answer is a stretch of time.
 */
const ASKS_FOR_DURATION =
  /^(?:how (?:long|soon|quickly|fast|many (?:days|weeks|hours))|when (?:will|do|does|can|is|are|should))\b/;

const NUMBER =
  "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)";
/** A counted stretch of time: "60 days", "60-day", "5-10 business days", "two weeks". */
const COUNTED_TIME = new RegExp(
  `\\b${NUMBER}(?:\\s*(?:-|to)\\s*${NUMBER})?[\\s-]+(?:business |working |calendar )?(?:minute|hour|day|week|month|year)s?\\b`,
);

/** Whether a query, by its words in order, asks how long something takes or lasts. */
export function asksForDuration(queryWords: string[]): boolean {
  return ASKS_FOR_DURATION.test(queryWords.join(" "));
}

/**
 * Whether a text states a counted stretch of time, which answers such a question: "Return most
 * gear within 60 days" does, "Start a return in a few minutes" does not say how long.
 */
export function statesDuration(text: string): boolean {
  return COUNTED_TIME.test(text.toLowerCase());
}
