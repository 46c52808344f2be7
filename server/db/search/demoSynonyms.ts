/** Synonym groups the demo help center starts with; staff edit them in settings. */
export const demoSynonyms: string[] = [
  "refund, money back, reimbursement",
  "rainfly, rain fly, fly sheet, flysheet",
  "footprint, groundsheet, ground sheet, ground cloth",
  "sleeping pad, sleeping mat, mattress, air mat",
  "stove, burner, cooker",
  "return, send back",
  "cancel, cancellation",
  "account, profile",
];
