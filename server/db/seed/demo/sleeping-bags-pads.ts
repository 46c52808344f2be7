import type { DemoArticle } from "../demoTypes.ts";

export const articles: DemoArticle[] = [
  {
    slug: "sleeping-bag-temperature-ratings",
    title: "Understanding Sleeping Bag Temperature Ratings",
    summary:
      "What the comfort, limit and extreme ratings on a sleeping bag mean under ISO 23537, and how to pick the right one for your trip.",
    categorySlug: "sleeping-bags-pads",
    contentHtml: `<p>Every sleeping bag we sell carries a temperature rating, but a single number on a stuff sack can be misleading. Most of our bags are tested to the <strong>ISO 23537</strong> standard (which replaced the older EN 13537), so you can compare brands fairly.</p>
<h2>The three ISO ratings</h2>
<p>A heated mannequin is placed inside the bag in a climate chamber, wearing a base layer and lying on a sleeping pad. From those measurements the lab calculates three temperatures:</p>
<table>
<thead>
<tr><th>Rating</th><th>What it means</th><th>Who should use it</th></tr>
</thead>
<tbody>
<tr><td>Comfort</td><td>A standard adult who sleeps cold stays comfortable in a relaxed position.</td><td>Cold sleepers and most women</td></tr>
<tr><td>Limit</td><td>A standard adult who sleeps warm stays warm curled up for eight hours.</td><td>Warm sleepers and most men</td></tr>
<tr><td>Extreme</td><td>Survival only: risk of hypothermia, not a sleeping temperature.</td><td>Nobody, plan around it</td></tr>
</tbody>
</table>
<h2>Choosing a rating for your trip</h2>
<p>Look up the <em>lowest</em> overnight temperature you expect, then choose a bag whose <strong>comfort</strong> rating is at or below it if you tend to feel the cold, or whose <strong>limit</strong> rating is at or below it if you run warm. Add a margin of about 5&nbsp;°C for high camps, wind and damp weather.</p>
<blockquote>Never plan a trip around the extreme rating. It describes the point at which a person is at risk, not a night of sleep.</blockquote>
<h2>Things that change how warm you feel</h2>
<ul>
<li><strong>Your sleeping pad:</strong> the ratings assume an insulated pad. On bare ground or a thin pad you will feel much colder.</li>
<li><strong>Food and hydration:</strong> a warm dinner and a snack before bed give your body fuel to burn.</li>
<li><strong>Clothing:</strong> a dry hat and fresh socks add a few degrees; damp clothes take them away.</li>
<li><strong>Loft:</strong> a compressed or dirty bag loses warmth, so wash and store it well.</li>
</ul>
<p>If you are between two ratings, a liner is an inexpensive way to add a few degrees to a lighter bag.</p>`,
    tags: ["temperature rating", "iso 23537", "sleeping bags", "comfort rating"],
    status: "published",
    featured: true,
    coverImage: "starry-camp.svg",
    coverImagePosition: 40,
    helpfulCount: 112,
    notHelpfulCount: 6,
    publishedDaysAgo: 380,
    updatedDaysAgo: 35,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 30,
  },
  {
    slug: "washing-a-down-sleeping-bag",
    title: "How to Wash a Down Sleeping Bag",
    summary:
      "A step-by-step guide to cleaning a down sleeping bag in a front-loading washer with down wash, then drying it so the loft comes back.",
    categorySlug: "sleeping-bags-pads",
    contentHtml: `<p>Body oils, sunscreen and campfire smoke slowly clump down and rob it of loft. Washing your bag once a season (or whenever it looks flat and smells stale) restores much of its warmth. It takes a few hours, mostly drying time.</p>
<h2>What you need</h2>
<ul>
<li>A large <strong>front-loading</strong> washing machine. Never use a top-loader with a central agitator: it can tear the baffles.</li>
<li>A dedicated <strong>down wash</strong>. Ordinary detergents strip the natural oils from the feathers.</li>
<li>Two or three clean tennis balls or dryer balls.</li>
<li>A large dryer with a low heat setting, and patience.</li>
</ul>
<h2>Washing</h2>
<ol>
<li>Zip the bag closed, fasten any hook-and-loop tabs and turn it inside out.</li>
<li>Run an empty rinse cycle first if the machine has been used with normal detergent.</li>
<li>Add the recommended amount of down wash and choose a gentle or delicates cycle with <em>cold or warm</em> water (no more than 30&nbsp;°C).</li>
<li>Run one or two extra rinse cycles until no suds remain.</li>
<li>Use a slow spin to remove as much water as possible.</li>
</ol>
<p>A wet down bag is heavy and fragile. Lift it out in a bundle, supporting its whole weight, rather than pulling it by one end.</p>
<h2>Drying</h2>
<p>Put the bag in the dryer on the <strong>lowest heat</strong> with the tennis balls, which break up clumps as they tumble. Expect three to five hours. Every half hour, take the bag out and gently pull apart any clumps with your fingers.</p>
<blockquote>The bag is only dry when there are no clumps at all. Down that is stored even slightly damp can mildew.</blockquote>
<h2>Spot cleaning instead</h2>
<p>For a small stain on the shell, a full wash is unnecessary. Pull the down away from the spot, then dab the fabric with a little down wash and water on a soft toothbrush, and let it air dry.</p>
<p>Synthetic bags can be washed the same way using a technical wash; they dry faster and need fewer checks.</p>`,
    tags: ["washing", "down", "cleaning", "sleeping bags"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 97,
    notHelpfulCount: 4,
    publishedDaysAgo: 340,
    updatedDaysAgo: 120,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 120,
  },
  {
    slug: "storing-a-sleeping-bag",
    title: "How to Store Your Sleeping Bag Between Trips",
    summary:
      "Keep your sleeping bag warm for years by storing it loose in a large storage sack instead of compressed in its stuff sack.",
    categorySlug: "sleeping-bags-pads",
    contentHtml: `<p>How you keep your sleeping bag at home matters as much as how you use it on the trail. Insulation, whether goose down or synthetic fibre, works by trapping air. Leave it squashed for months and it slowly loses the ability to spring back.</p>
<h2>Do not store it compressed</h2>
<p>The small stuff sack or compression sack is for <em>carrying</em> the bag, not keeping it. Once you are home, take the bag out straight away. Synthetic fill in particular suffers permanent loss of loft if kept compressed for long periods.</p>
<h2>Use a large storage sack</h2>
<p>Most of our bags come with a roomy cotton or mesh <strong>storage sack</strong>. If yours did not, a large breathable laundry bag or a pillowcase tied loosely works well. Avoid plastic bins and bin bags, which trap moisture.</p>
<p>If you have the space, the best option of all is to hang the bag full length in a wardrobe or lay it flat under a bed.</p>
<h2>Before you put it away</h2>
<ol>
<li><strong>Air it out.</strong> Unzip it and hang it over a chair or clothes line for a day, even if it seems dry. Every night you sleep in it, your body releases moisture into the fill.</li>
<li><strong>Spot clean</strong> any marks on the shell and collar.</li>
<li><strong>Check the zip</strong> for snagged fabric and loose teeth.</li>
<li><strong>Wash if needed.</strong> If it has lost loft or smells, wash it before the long off-season rather than after.</li>
</ol>
<h2>Where to keep it</h2>
<ul>
<li>Somewhere cool, dry and dark: a bedroom cupboard rather than a damp garage, loft or car boot.</li>
<li>Away from direct sunlight, which degrades shell fabrics over time.</li>
<li>Away from mothballs and strong smells, which the fill absorbs.</li>
</ul>
<blockquote>A bag stored loose and dry can keep its loft for a decade or more. A bag left in its stuff sack can lose noticeable warmth in a single winter.</blockquote>`,
    tags: ["storage", "sleeping bags", "loft", "care"],
    status: "published",
    featured: false,
    coverImage: "mountain-lake.svg",
    coverImagePosition: 60,
    helpfulCount: 64,
    notHelpfulCount: 3,
    publishedDaysAgo: 300,
    updatedDaysAgo: 60,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 50,
  },
  {
    slug: "sleeping-pad-r-value-explained",
    title: "R-Value Explained: Choosing and Stacking Sleeping Pads",
    summary:
      "What a sleeping pad's R-value measures, which R-value you need for each season, and how stacking two pads adds up.",
    categorySlug: "sleeping-bags-pads",
    contentHtml: `<p>The ground pulls heat out of your body far faster than the air does. A sleeping bag's insulation is crushed flat underneath you, so your <strong>sleeping pad</strong> does most of the work of keeping you warm from below. Its R-value tells you how well it does that job.</p>
<h2>What R-value means</h2>
<p>R-value is a measure of <em>thermal resistance</em>: how well a material resists heat flowing through it. The higher the number, the better the insulation. Since 2020 most manufacturers test to the <strong>ASTM F3340</strong> standard, so an R-value of 4 from one brand is comparable to an R-value of 4 from another.</p>
<h2>How much R-value do you need?</h2>
<table>
<thead>
<tr><th>Conditions</th><th>Typical ground temperature</th><th>Recommended R-value</th></tr>
</thead>
<tbody>
<tr><td>Summer, warm nights</td><td>Above 10&nbsp;°C</td><td>1 to 2</td></tr>
<tr><td>Three-season</td><td>0 to 10&nbsp;°C</td><td>2 to 4</td></tr>
<tr><td>Shoulder season and cold sleepers</td><td>-5 to 0&nbsp;°C</td><td>4 to 5</td></tr>
<tr><td>Winter and snow camping</td><td>Below -5&nbsp;°C</td><td>5 and above</td></tr>
</tbody>
</table>
<p>If you sleep cold, move up one row. Snow and frozen ground draw heat away faster than dry earth.</p>
<h2>Stacking pads</h2>
<p>R-values are <strong>additive</strong>. Put a closed-cell foam pad with an R-value of 2 under an inflatable sleeping pad with an R-value of 3.5 and you get roughly 5.5. Stacking is a popular winter setup because:</p>
<ul>
<li>The foam pad protects the inflatable one from sharp ice and thorns.</li>
<li>If the inflatable pad punctures, you still have insulation for the night.</li>
<li>You can use the foam pad alone in summer and add the second pad in winter.</li>
</ul>
<p>Put the foam pad on the bottom, directly on the ground, with the inflatable sleeping pad on top.</p>
<blockquote>A warmer sleeping bag will not fix a cold back. If you feel chilly from below, add R-value rather than fill.</blockquote>`,
    tags: ["r-value", "sleeping pads", "insulation", "winter camping"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 88,
    notHelpfulCount: 9,
    publishedDaysAgo: 260,
    updatedDaysAgo: 90,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 80,
  },
  {
    slug: "find-and-patch-sleeping-pad-leak",
    title: "Finding and Patching a Leak in an Inflatable Sleeping Pad",
    summary:
      "How to track down a slow leak in an inflatable sleeping pad with soapy water and seal it with the patch kit that came with it.",
    categorySlug: "sleeping-bags-pads",
    contentHtml: `<p>Woke up on the ground? A sleeping pad that goes flat overnight usually has a pinhole or a leaking valve, and both are easy to fix at home. First, rule out temperature: air contracts as the night gets colder, so a pad can feel softer by morning without any leak at all.</p>
<h2>Step 1: Check the valve</h2>
<p>Inflate the pad firmly, close the valve and put a drop of soapy water over it. If bubbles form, the valve is the culprit. Clean any grit from the seal and make sure it is screwed in fully. If it still leaks, contact us: valves are covered by warranty.</p>
<h2>Step 2: Find the hole</h2>
<ol>
<li>Inflate the pad until it is firm.</li>
<li>Mix a little washing-up liquid with water in a spray bottle or bowl.</li>
<li>Working one section at a time, spray or sponge the soapy water across the surface and seams.</li>
<li>Watch for a cluster of small, growing <strong>bubbles</strong>. Mark the spot with a pen once you have dried it.</li>
</ol>
<p>No spray bottle? Submerge the pad a section at a time in a bath and look for a stream of bubbles. Dry the pad completely afterwards.</p>
<h2>Step 3: Patch it</h2>
<ol>
<li>Deflate the pad and clean the area with an alcohol wipe. The patch will not stick to dirt or oils.</li>
<li>Cut a patch from the <strong>patch kit</strong> so it overlaps the hole by at least 1&nbsp;cm on every side. Round the corners so they do not peel.</li>
<li>Apply a thin layer of the adhesive to the pad and the patch, wait a minute, then press firmly.</li>
<li>Leave it flat, with a weight on top, for at least 12 hours before inflating.</li>
</ol>
<blockquote><em>Field fix:</em> on the trail, a self-adhesive repair patch or even a strip of repair tape will hold for the rest of your trip. Do a permanent repair when you get home.</blockquote>
<h2>Preventing punctures</h2>
<ul>
<li>Clear the tent floor of sharp stones and thorns before you lay the pad out.</li>
<li>Use a closed-cell foam pad underneath on rough ground.</li>
<li>Inflate with a pump sack rather than your breath to keep moisture out.</li>
</ul>`,
    tags: ["sleeping pads", "repair", "leak", "patch kit"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 74,
    notHelpfulCount: 12,
    publishedDaysAgo: 210,
    updatedDaysAgo: 25,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 20,
    seoTitle: "How to Find and Patch a Sleeping Pad Leak | Cairn",
    seoDescription:
      "Pad going flat overnight? Find the leak with soapy water, seal it with your patch kit, and stop punctures before they happen.",
  },
  {
    slug: "choosing-a-sleeping-bag-liner",
    title: "Choosing a Sleeping Bag Liner",
    summary:
      "Compare silk, cotton, fleece and thermal sleeping bag liners and learn how much warmth and protection each one adds.",
    categorySlug: "sleeping-bags-pads",
    contentHtml: `<p>A liner is a thin sheet-like sack that goes inside your sleeping bag. It is one of the cheapest ways to get more out of the bag you already own.</p>
<h2>Why use a liner?</h2>
<ul>
<li><strong>Keeps the bag clean.</strong> The liner absorbs sweat and body oils, so you wash the bag far less often and its insulation lasts longer.</li>
<li><strong>Adds warmth.</strong> Depending on the material, a liner adds from 2 to about 8 degrees.</li>
<li><strong>Works on its own.</strong> On hot nights or in hostels and huts, you can sleep in the liner alone.</li>
</ul>
<h2>Liner materials</h2>
<p><strong>Silk</strong> is the lightest and packs down to the size of an apple. It feels smooth against the skin, adds a couple of degrees and is ideal for travel and summer trips.</p>
<p><strong>Cotton</strong> is inexpensive, durable and easy to wash, but heavy and slow to dry. It is best for car camping.</p>
<p><strong>Synthetic and stretch</strong> liners wick moisture, dry quickly and move with you if you are a restless sleeper.</p>
<p><strong>Fleece and thermal</strong> liners add the most warmth and can stretch a three-season bag into the shoulder seasons. They are bulkier and heavier.</p>
<h2>Getting the right shape</h2>
<p>Match the liner's shape to your bag. A <em>mummy</em> liner fits a tapered bag without bunching; a <em>rectangular</em> liner suits a roomy rectangular bag. Liners with a hood pocket or pillow sleeve stay in place better, and a side zip makes it easier to get in and out.</p>
<blockquote>Tip: Take your liner out and wash it after every trip. It is much easier to clean than the bag itself.</blockquote>
<p>Warmth figures from liner makers are measured in different ways, so treat them as a guide and do not rely on a liner alone to make a summer bag safe in winter.</p>`,
    tags: ["liner", "sleeping bags", "silk", "travel"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 31,
    notHelpfulCount: 2,
    publishedDaysAgo: 150,
    updatedDaysAgo: 150,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 15,
  },
];
