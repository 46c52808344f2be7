import type { DemoArticle } from "../demoTypes.ts";

export const articles: DemoArticle[] = [
  {
    slug: "how-to-pitch-a-tent",
    title: "How to Pitch Your Tent, Step by Step",
    summary:
      "A step-by-step guide to choosing a site and pitching a freestanding dome tent with its rainfly.",
    categorySlug: "tent-setup-care",
    contentHtml: `<p>Practice pitching your new tent at home or in a park before your first trip. Learning it in daylight, without wind or rain, makes the real thing much easier.</p>
<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="400" height="225" allowfullscreen></iframe>
<h2>Choose your site</h2>
<ul>
<li>Look for flat, durable ground: established tent pads, bare soil, gravel or rock slabs.</li>
<li>Clear away pinecones, sticks and sharp stones.</li>
<li>Avoid low spots where rain collects, and check overhead for dead branches.</li>
<li>Camp at least <strong>200 feet</strong> from lakes and streams.</li>
</ul>
<h2>Pitch the tent</h2>
<ol>
<li><strong>Lay out the footprint</strong>, if you use one, with the coated side up.</li>
<li><strong>Spread the tent body</strong> over it, floor side down, and turn the door toward the view or away from the wind.</li>
<li><strong>Stake the corners</strong> loosely so the tent doesn't shift while you work.</li>
<li><strong>Assemble the poles.</strong> Fully seat each section so the shock cord isn't doing the work.</li>
<li><strong>Attach the poles</strong> to the grommets at each corner, then clip the tent body to the poles from the bottom up.</li>
<li><strong>Add the rainfly.</strong> Match its color-coded corners to the tent corners, buckle them in, and secure the Velcro wraps to the poles underneath.</li>
<li><strong>Tension everything.</strong> Re-stake the corners taut, adjust the rainfly straps so it doesn't touch the inner tent, and stake out the vestibules.</li>
</ol>
<h2>Final checks</h2>
<p>Walk around the tent. The rainfly should be smooth and drum-tight with a gap of a few inches between it and the inner walls. Open the vents at the top of the rainfly to help airflow overnight.</p>
<blockquote><em>Staking tip:</em> drive stakes at a 45-degree angle, leaning away from the tent, and push them in with your boot rather than a rock to avoid bending them.</blockquote>`,
    tags: ["pitching", "setup", "beginner", "rainfly"],
    status: "published",
    featured: true,
    coverImage: "tent-sunset.svg",
    coverImagePosition: 45,
    helpfulCount: 120,
    notHelpfulCount: 5,
    publishedDaysAgo: 390,
    updatedDaysAgo: 28,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 25,
  },
  {
    slug: "pitching-a-tent-in-high-wind",
    title: "Pitching a Tent in High Wind",
    summary:
      "Use guy lines, the right stakes and smart site selection to keep your tent stable in strong wind.",
    categorySlug: "tent-setup-care",
    contentHtml: `<p>A well-pitched tent can ride out surprisingly strong gusts. A poorly pitched one can flatten, tear, or blow away before you've even got inside. These techniques make the difference.</p>
<h2>Pick a sheltered spot</h2>
<ul>
<li>Use natural windbreaks such as boulders, dense shrubs or a low ridge, but avoid camping under trees that could drop branches.</li>
<li>Stay off exposed saddles and summits when wind is in the forecast.</li>
<li>Point the <strong>narrowest, lowest end</strong> of the tent into the wind.</li>
</ul>
<h2>Pitch with the wind, not against it</h2>
<ol>
<li>Stake the upwind corners first, before you insert the poles, so the tent can't take off.</li>
<li>Keep the tent low while you clip in the poles, then raise it in one motion.</li>
<li>Attach the rainfly on the upwind side first and stake it down immediately.</li>
</ol>
<h2>Use every guy line</h2>
<p>Guy lines turn a tent into a stable structure by pulling the poles outward. Attach every guyout point on the rainfly and run the lines out in line with the pole seams. Tension them with the line tensioners until the rainfly is taut, then recheck them after an hour, as nylon stretches when it cools or gets wet.</p>
<h2>Choose the right stakes</h2>
<ul>
<li><strong>Y-stakes or V-stakes</strong> hold best in firm soil.</li>
<li><strong>Wide snow and sand stakes</strong> are essential on loose ground.</li>
<li>In snow or sand, bury a stuff sack filled with snow or a stick sideways as a deadman anchor and tie the guy line to its middle.</li>
<li>Pile rocks on stakes in rocky ground where stakes can't go deep.</li>
</ul>
<blockquote>If a pole starts bending dangerously, get inside and brace it from within. A broken pole is fixable with a pole repair sleeve, but a torn rainfly is much harder to repair in the field.</blockquote>`,
    tags: ["wind", "guy lines", "stakes"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 63,
    notHelpfulCount: 4,
    publishedDaysAgo: 330,
    updatedDaysAgo: 160,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 150,
  },
  {
    slug: "seam-sealing-a-leaking-tent",
    title: "Seam Sealing a Leaking Tent",
    summary: "Find where water gets in and apply seam sealer to stop drips along the stitching of your tent.",
    categorySlug: "tent-setup-care",
    contentHtml: `<p>Every stitch in a tent is a tiny hole in the fabric. Most tents have factory seam tape on the rainfly and floor, but silicone-coated (silnylon) tents often can't hold tape and must be sealed by hand. Tape can also lift with age. Either way, a bottle of <strong>seam sealer</strong> and an afternoon will stop the drips.</p>
<h2>Find the leak</h2>
<p>Pitch the tent on a dry day and spray it with a garden hose, or wait for a rain shower and look inside with a flashlight. Mark any drips with a piece of painter's tape. Common culprits are corner seams, the seams around the rainfly vents, and the stitching where guyout loops attach.</p>
<h2>What you'll need</h2>
<ul>
<li>Seam sealer that matches your fabric: <em>silicone-based</em> for silnylon and silpoly, <em>polyurethane-based</em> for PU-coated fabric</li>
<li>A small foam brush or the applicator included with the sealer</li>
<li>Rubbing alcohol and a clean cloth</li>
</ul>
<h2>How to seal the seams</h2>
<ol>
<li>Pitch the tent, or lay the rainfly out taut, with the seams facing up. Work on a dry day above 50°F.</li>
<li>Wipe each seam with rubbing alcohol to remove dirt and oils, and let it dry.</li>
<li>Peel away any loose, lifting seam tape.</li>
<li>Brush a thin, even layer of seam sealer along the stitching, working it into the needle holes. Extend about a quarter inch on each side.</li>
<li>Let it cure for at least <strong>12 hours</strong>, or as long as the label says, before packing the tent.</li>
</ol>
<h2>Still leaking?</h2>
<p>If water is coming through the fabric itself rather than the seams, the waterproof coating may be wearing out. Apply a durable water repellent (DWR) spray to the outside of the rainfly and check the inside for peeling. If the tent is new and leaks at a factory seam, contact us: that's a warranty issue.</p>
<blockquote>Not every wet wall is a leak. Drops on the inside of a dry tent are often condensation. See our article on reducing condensation.</blockquote>`,
    tags: ["seam sealer", "leaks", "waterproofing"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 84,
    notHelpfulCount: 9,
    publishedDaysAgo: 270,
    updatedDaysAgo: 80,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 75,
  },
  {
    slug: "reducing-tent-condensation",
    title: "Reducing Condensation Inside Your Tent",
    summary:
      "Why water collects on the inside of your tent walls overnight and how better ventilation keeps you dry.",
    categorySlug: "tent-setup-care",
    contentHtml: `<p>Waking up to damp walls and drips on your sleeping bag doesn't mean your tent is leaking. More often, it's <strong>condensation</strong>: moisture from your breath, wet clothes and the ground meeting the cold inner surface of the rainfly and turning back into water.</p>
<p>A single person exhales around a pint of water vapor overnight. On cold, clear, still nights, that vapor has nowhere to go unless you give it one.</p>
<h2>Improve ventilation</h2>
<ul>
<li><strong>Open the rainfly vents</strong> and prop them open with their struts.</li>
<li><strong>Roll back part of the vestibule door</strong> or use a two-way zipper to open it from the top.</li>
<li><strong>Keep the rainfly taut</strong> and well off the inner tent so air can move between the layers. Stake out every guy line.</li>
<li>In dry weather, leave the rainfly off entirely or roll it halfway back.</li>
</ul>
<h2>Choose your campsite well</h2>
<ul>
<li>Cold air and moisture pool in valleys and next to water. Camping slightly higher, even ten feet up a slope, helps.</li>
<li>Pitch under trees when it's safe: the canopy keeps the ground and air a little warmer.</li>
<li>A gentle breeze is your friend. Angle the door or vents toward it.</li>
</ul>
<h2>Reduce moisture inside</h2>
<ul>
<li>Store wet boots, rain jackets and cooking pots in the vestibule, not the inner tent.</li>
<li>Never cook inside the tent; it adds moisture and is dangerous.</li>
<li>Don't breathe inside your sleeping bag.</li>
</ul>
<h2>Deal with what's left</h2>
<p>Some condensation is unavoidable in humid or freezing conditions. Keep a small, absorbent camp towel handy to wipe the walls in the morning, and shake the rainfly before packing. At home, always dry the tent fully to prevent mildew.</p>`,
    tags: ["condensation", "ventilation", "moisture"],
    status: "published",
    featured: false,
    coverImage: "starry-camp.svg",
    coverImagePosition: 35,
    helpfulCount: 97,
    notHelpfulCount: 13,
    publishedDaysAgo: 220,
    updatedDaysAgo: 65,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 60,
  },
  {
    slug: "do-i-need-a-tent-footprint",
    title: "Do I Need a Tent Footprint?",
    summary:
      "A footprint protects your tent floor from abrasion and moisture; here's when it's worth carrying.",
    categorySlug: "tent-setup-care",
    contentHtml: `<p>A <strong>footprint</strong> is a durable, waterproof sheet cut to the shape of your tent floor. It sits between the ground and your tent, taking the scrapes and punctures so your tent floor doesn't have to. Replacing a footprint costs far less than replacing a tent.</p>
<h2>When a footprint is worth it</h2>
<ul>
<li>You camp on rough surfaces: granite slabs, gravel tent pads, forest floors full of roots and pinecones.</li>
<li>Your tent has an ultralight floor (20-denier fabric or thinner).</li>
<li>You want to extend the life of an expensive tent.</li>
<li>You'd like to use a <em>fast-pitch</em> setup: many of our tents can be pitched with just the footprint, poles and rainfly, for a lighter shelter.</li>
</ul>
<h2>When you can skip it</h2>
<ul>
<li>You camp mostly on soft sand, snow or grass.</li>
<li>Every ounce counts on a long thru-hike.</li>
<li>Your tent has a heavy-duty floor designed for car camping.</li>
</ul>
<h2>Setting it up correctly</h2>
<ol>
<li>Lay the footprint down <strong>coated side up</strong>, so the waterproof side faces the tent.</li>
<li>Make sure no part of it sticks out beyond the tent floor. An exposed edge catches rain and funnels it underneath your tent.</li>
<li>Attach the corner grommets to the pole ends, or stake it down with the tent corners.</li>
</ol>
<h2>Brand-matched or DIY?</h2>
<p>A footprint made for your tent model fits exactly and connects to the poles, which is what makes fast-pitch possible. A DIY footprint cut from a sheet of polycryo or Tyvek is cheaper and lighter. Trim it an inch smaller than the floor all the way around.</p>
<blockquote>Clean and dry your footprint along with the tent after every trip. Mud and grit trapped between the two layers wear through the floor coating faster than bare ground would.</blockquote>`,
    tags: ["footprint", "tent floor", "accessories"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 45,
    notHelpfulCount: 6,
    publishedDaysAgo: 140,
    updatedDaysAgo: 10,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 5,
  },
  {
    slug: "cleaning-and-storing-your-tent",
    title: "Cleaning and Storing Your Tent",
    summary:
      "Clean your tent by hand, dry it completely and store it loosely to prevent mildew and coating damage.",
    categorySlug: "tent-setup-care",
    contentHtml: `<p>The number one thing that ruins tents isn't storms or sharp rocks: it's being packed away wet. A few minutes of care after every trip will keep your tent waterproof and free of <strong>mildew</strong> for years.</p>
<h2>After every trip</h2>
<ul>
<li>Shake out dirt, sand and pine needles. Open the doors and turn the tent body upside down.</li>
<li>Brush off dried mud with a soft brush.</li>
<li>Set up the tent or hang it and the rainfly in the shade until they are <strong>completely dry</strong>, including the seams, corners and stake loops.</li>
</ul>
<h2>Deep cleaning</h2>
<ol>
<li>Fill a bathtub or large tub with cool water and a small amount of non-detergent gear wash.</li>
<li>Gently sponge the tent body, rainfly and footprint. Pay attention to the floor and any sap or bird droppings.</li>
<li>Rinse thoroughly with clean water.</li>
<li>Air-dry out of direct sunlight. UV light breaks down nylon and coatings over time.</li>
</ol>
<p><em>Never</em> put a tent in a washing machine or dryer, and don't use bleach, household detergent or solvents. They strip waterproof coatings and weaken seam tape.</p>
<h2>Removing mildew and odors</h2>
<p>If your tent already smells musty or shows black spots, wash it as above, then soak it in an enzyme-based odor eliminator made for outdoor gear and let it air-dry completely. Mildew stains may not come out entirely, but stopping the growth protects the fabric.</p>
<h2>Long-term storage</h2>
<ul>
<li>Store the tent <strong>loosely</strong> in a large breathable cotton or mesh bag, not compressed in its stuff sack.</li>
<li>Keep it somewhere cool, dry and dark, such as a closet. Avoid attics, garages and car trunks, where heat damages coatings.</li>
<li>Store poles extended or loosely assembled to relieve tension on the shock cord.</li>
</ul>
<blockquote>Had to pack up in the rain? Unpack the tent as soon as you get home, ideally within 24 hours, and dry it before it goes back in the closet.</blockquote>`,
    tags: ["cleaning", "storage", "mildew", "care"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 70,
    notHelpfulCount: 1,
    publishedDaysAgo: 180,
    updatedDaysAgo: 130,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 130,
    seoTitle: "How to Clean and Store a Tent and Prevent Mildew",
    seoDescription:
      "Learn how to hand-wash your tent, dry it completely and store it loosely so mildew and heat never damage its waterproof coating.",
  },
];
