/** A search query over the demo content and the articles a good engine ranks first or in the top 3. */
export interface RelevanceCase {
  query: string;
  kind: "title" | "question" | "typo" | "prefix" | "plural" | "synonym" | "body" | "nothing";
  expect: string[];
  within: 1 | 3;
}

/** The relevance test set: the search issue requires at least 80 cases; hit@N must reach 90%. */
export const relevanceSet: RelevanceCase[] = [
  // Exact titles
  { query: "How to Track Your Order", kind: "title", expect: ["how-to-track-your-order"], within: 1 },
  { query: "Our 60-Day Return Policy", kind: "title", expect: ["our-60-day-return-policy"], within: 1 },
  {
    query: "How to File a Warranty Claim",
    kind: "title",
    expect: ["how-to-file-a-warranty-claim"],
    within: 1,
  },
  { query: "Seam Sealing a Leaking Tent", kind: "title", expect: ["seam-sealing-a-leaking-tent"], within: 1 },
  {
    query: "Repair Service Prices and Turnaround Times",
    kind: "title",
    expect: ["repair-service-costs-and-turnaround"],
    within: 1,
  },
  { query: "Do I Need a Tent Footprint?", kind: "title", expect: ["do-i-need-a-tent-footprint"], within: 1 },

  // Natural customer questions
  {
    query: "how do i fix a leaking tent",
    kind: "question",
    expect: ["seam-sealing-a-leaking-tent"],
    within: 3,
  },
  {
    query: "how long does a refund take",
    kind: "question",
    expect: ["when-will-i-get-my-refund"],
    within: 3,
  },
  {
    query: "do you ship to canada",
    kind: "question",
    expect: ["international-shipping-customs-duties"],
    within: 3,
  },
  {
    query: "how much does shipping cost",
    kind: "question",
    expect: ["shipping-methods-times-and-costs", "international-shipping-customs-duties"],
    within: 3,
  },
  { query: "can i cancel my order", kind: "question", expect: ["change-or-cancel-an-order"], within: 3 },
  {
    query: "my tent pole snapped what do i do",
    kind: "question",
    expect: ["fixing-a-broken-tent-pole"],
    within: 3,
  },
  {
    query: "why is there water inside my tent in the morning",
    kind: "question",
    expect: ["reducing-tent-condensation", "seam-sealing-a-leaking-tent"],
    within: 3,
  },
  {
    query: "how do i keep my tent stable in strong wind",
    kind: "question",
    expect: ["pitching-a-tent-in-high-wind"],
    within: 3,
  },
  {
    query: "can i exchange boots for a bigger size",
    kind: "question",
    expect: ["exchange-for-a-different-size"],
    within: 3,
  },
  {
    query: "my zipper keeps splitting open",
    kind: "question",
    expect: ["replacing-a-zipper-slider"],
    within: 3,
  },

  // Typos
  { query: "tnet leaks", kind: "typo", expect: ["seam-sealing-a-leaking-tent"], within: 3 },
  {
    query: "warrenty claim",
    kind: "typo",
    expect: ["how-to-file-a-warranty-claim", "lifetime-warranty-coverage"],
    within: 3,
  },
  { query: "condensaton", kind: "typo", expect: ["reducing-tent-condensation"], within: 3 },
  { query: "footprnt", kind: "typo", expect: ["do-i-need-a-tent-footprint"], within: 3 },
  { query: "gift crad balance", kind: "typo", expect: ["gift-cards-buying-and-redeeming"], within: 3 },
  {
    query: "internatonal shiping",
    kind: "typo",
    expect: ["international-shipping-customs-duties"],
    within: 3,
  },
  { query: "zippper slider", kind: "typo", expect: ["replacing-a-zipper-slider"], within: 3 },
  { query: "clening tent mildew", kind: "typo", expect: ["cleaning-and-storing-your-tent"], within: 3 },

  // As-you-type prefixes
  { query: "seam seal", kind: "prefix", expect: ["seam-sealing-a-leaking-tent"], within: 3 },
  { query: "track my ord", kind: "prefix", expect: ["how-to-track-your-order"], within: 3 },
  {
    query: "lifetime warr",
    kind: "prefix",
    expect: ["lifetime-warranty-coverage", "how-to-file-a-warranty-claim"],
    within: 3,
  },
  { query: "tent condens", kind: "prefix", expect: ["reducing-tent-condensation"], within: 3 },
  { query: "broken tent po", kind: "prefix", expect: ["fixing-a-broken-tent-pole"], within: 3 },

  // Plural / stem variants
  { query: "returns policy", kind: "plural", expect: ["our-60-day-return-policy"], within: 3 },
  { query: "broken tent poles", kind: "plural", expect: ["fixing-a-broken-tent-pole"], within: 3 },
  { query: "exchanging sizes", kind: "plural", expect: ["exchange-for-a-different-size"], within: 3 },
  { query: "pitching tents step by step", kind: "plural", expect: ["how-to-pitch-a-tent"], within: 3 },

  // Synonyms (query uses the group member that does not appear in the article)
  {
    query: "how long until i get my money back",
    kind: "synonym",
    expect: ["when-will-i-get-my-refund"],
    within: 3,
  },
  { query: "attach the rain fly", kind: "synonym", expect: ["how-to-pitch-a-tent"], within: 3 },
  { query: "do i need a groundsheet", kind: "synonym", expect: ["do-i-need-a-tent-footprint"], within: 3 },
  { query: "send back a gift", kind: "synonym", expect: ["returning-a-gift"], within: 3 },
  { query: "order cancellation", kind: "synonym", expect: ["change-or-cancel-an-order"], within: 3 },

  // Body-only words
  { query: "ferrule", kind: "body", expect: ["fixing-a-broken-tent-pole"], within: 3 },
  { query: "harmonized", kind: "body", expect: ["international-shipping-customs-duties"], within: 3 },
  { query: "deadman", kind: "body", expect: ["pitching-a-tent-in-high-wind"], within: 3 },
  { query: "pliers", kind: "body", expect: ["replacing-a-zipper-slider"], within: 3 },

  // Nothing
  { query: "xqzvbn", kind: "nothing", expect: [], within: 3 },
  { query: "kubernetes ingress controller", kind: "nothing", expect: [], within: 3 },
  { query: "qwertyuiop", kind: "nothing", expect: [], within: 3 },
  // Exact titles
  {
    query: "How to Wash a Down Sleeping Bag",
    kind: "title",
    expect: ["washing-a-down-sleeping-bag"],
    within: 1,
  },
  {
    query: "Understanding Sleeping Bag Temperature Ratings",
    kind: "title",
    expect: ["sleeping-bag-temperature-ratings"],
    within: 1,
  },
  {
    query: "How to Measure Your Torso Length and Fit a Backpack",
    kind: "title",
    expect: ["measure-torso-length-pack-fit"],
    within: 1,
  },
  {
    query: "How to Prime a Liquid Fuel Stove",
    kind: "title",
    expect: ["priming-a-liquid-fuel-stove"],
    within: 1,
  },
  {
    query: "Recycling Empty Fuel Canisters",
    kind: "title",
    expect: ["recycling-empty-fuel-canisters"],
    within: 1,
  },
  {
    query: "Cairn Rewards: Earning and Redeeming Points",
    kind: "title",
    expect: ["rewards-membership-points"],
    within: 1,
  },

  // Natural customer questions
  {
    query: "my stove won't light",
    kind: "question",
    expect: ["stove-wont-light-troubleshooting"],
    within: 3,
  },
  {
    query: "how do i wash my down bag",
    kind: "question",
    expect: ["washing-a-down-sleeping-bag"],
    within: 3,
  },
  {
    query: "how do I find a leak in my sleeping pad",
    kind: "question",
    expect: ["find-and-patch-sleeping-pad-leak"],
    within: 3,
  },
  {
    query: "what size backpack do i need for a 3 day trip",
    kind: "question",
    expect: ["backpack-capacity-litres-guide"],
    within: 3,
  },
  {
    query: "can I take gas canisters on a plane",
    kind: "question",
    expect: ["flying-with-stove-fuel-canisters"],
    within: 3,
  },
  {
    query: "how do I stop getting your newsletter",
    kind: "question",
    expect: ["email-preferences-newsletter"],
    within: 3,
  },
  { query: "I forgot my password", kind: "question", expect: ["reset-your-password"], within: 3 },
  { query: "where can I see my past orders", kind: "question", expect: ["account-order-history"], within: 3 },
  {
    query: "how do i keep my hydration bladder from going mouldy",
    kind: "question",
    expect: ["clean-hydration-reservoir"],
    within: 3,
  },
  {
    query: "what r-value do I need for winter camping",
    kind: "question",
    expect: ["sleeping-pad-r-value-explained"],
    within: 3,
  },

  // Typos
  { query: "sleping bag washing", kind: "typo", expect: ["washing-a-down-sleeping-bag"], within: 3 },
  { query: "hydartion bladder", kind: "typo", expect: ["clean-hydration-reservoir"], within: 3 },
  { query: "torso lengh", kind: "typo", expect: ["measure-torso-length-pack-fit"], within: 3 },
  { query: "recyling fuel canisters", kind: "typo", expect: ["recycling-empty-fuel-canisters"], within: 3 },
  { query: "pasword reset", kind: "typo", expect: ["reset-your-password"], within: 3 },
  { query: "rain covr", kind: "typo", expect: ["backpack-rain-cover-waterproofing"], within: 3 },
  { query: "primng a liquid fuel stove", kind: "typo", expect: ["priming-a-liquid-fuel-stove"], within: 3 },
  { query: "sleeping bag linr", kind: "typo", expect: ["choosing-a-sleeping-bag-liner"], within: 3 },

  // As-you-type prefixes
  { query: "reset my passw", kind: "prefix", expect: ["reset-your-password"], within: 3 },
  { query: "hydration reserv", kind: "prefix", expect: ["clean-hydration-reservoir"], within: 3 },
  { query: "canister vs liquid fu", kind: "prefix", expect: ["canister-vs-liquid-fuel-stove"], within: 3 },
  { query: "rewards poi", kind: "prefix", expect: ["rewards-membership-points"], within: 3 },
  { query: "sleeping bag lin", kind: "prefix", expect: ["choosing-a-sleeping-bag-liner"], within: 3 },

  // Plural / stem variants
  { query: "sleeping pad leaks", kind: "plural", expect: ["find-and-patch-sleeping-pad-leak"], within: 3 },
  { query: "sleeping bag liners", kind: "plural", expect: ["choosing-a-sleeping-bag-liner"], within: 3 },
  { query: "hip belts", kind: "plural", expect: ["adjust-hip-belt-load-lifters"], within: 3 },
  { query: "reset passwords", kind: "plural", expect: ["reset-your-password"], within: 3 },

  // Synonyms (the query word never appears in the expected article)
  { query: "sleeping mat r-value", kind: "synonym", expect: ["sleeping-pad-r-value-explained"], within: 3 },
  { query: "air mat leak patch", kind: "synonym", expect: ["find-and-patch-sleeping-pad-leak"], within: 3 },
  { query: "burner won't light", kind: "synonym", expect: ["stove-wont-light-troubleshooting"], within: 3 },
  {
    query: "priming a liquid fuel cooker",
    kind: "synonym",
    expect: ["priming-a-liquid-fuel-stove"],
    within: 3,
  },
  { query: "delete my profile", kind: "synonym", expect: ["close-your-account"], within: 3 },

  // Words that appear only in the body of one article
  { query: "tennis", kind: "body", expect: ["washing-a-down-sleeping-bag"], within: 3 },
  { query: "denture", kind: "body", expect: ["clean-hydration-reservoir"], within: 3 },
  { query: "piezo", kind: "body", expect: ["stove-wont-light-troubleshooting"], within: 3 },
  { query: "authenticator", kind: "body", expect: ["reset-your-password"], within: 3 },

  // Nothing should match
  { query: "zzzz yyyy", kind: "nothing", expect: [], within: 3 },
  { query: "blockchain mortgage refinancing", kind: "nothing", expect: [], within: 3 },
  { query: "xylophone harpsichord", kind: "nothing", expect: [], within: 3 },
  { query: "photosynthesis chlorophyll", kind: "nothing", expect: [], within: 3 },
  { query: "quantum entanglement", kind: "nothing", expect: [], within: 3 },
];
