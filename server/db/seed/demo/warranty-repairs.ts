import type { DemoArticle } from "../demoTypes.ts";

export const articles: DemoArticle[] = [
  {
    slug: "lifetime-warranty-coverage",
    title: "What Our Lifetime Warranty Covers",
    summary:
      "Cairn-brand gear is guaranteed against defects in materials and workmanship for its usable lifetime.",
    categorySlug: "warranty-repairs",
    contentHtml: `<p>We design Cairn-brand tents, packs and sleeping bags to last for years of hard use, and we stand behind them with a <strong>lifetime warranty</strong>. If your gear fails because of a defect in materials or workmanship, we'll repair it, replace it, or issue store credit.</p>
<h2>What's covered</h2>
<ul>
<li>Seams that separate or stitching that unravels in normal use</li>
<li>Zippers that fail because of a manufacturing fault</li>
<li>Buckles, hardware or frame components that break without abuse</li>
<li>Waterproof coatings that peel or flake before the product's expected lifetime</li>
<li>Poles that crack at a joint with no sign of impact</li>
</ul>
<h2>What's not covered</h2>
<ul>
<li><strong>Normal wear and tear</strong>, such as faded fabric, worn-out hip belt padding, or a sleeping bag that has lost loft after hundreds of nights</li>
<li>Damage from accidents, animals, fire, or improper care (for example, storing a tent wet)</li>
<li>Modifications or repairs made by someone else</li>
<li>Items bought second-hand or from unauthorized sellers</li>
</ul>
<p>Other brands we sell are covered by <em>their own</em> manufacturer warranties. We're happy to help you contact them.</p>
<h2>What "lifetime" means</h2>
<p>Lifetime means the usable life of the product, not the lifetime of the owner. A tent used every weekend for fifteen years has earned its retirement; one whose floor seam split after three trips has not. When we can't tell, we side with you.</p>
<h2>Repair first</h2>
<p>Whenever possible we'll repair your gear rather than replace it. Repairs keep good gear in use and out of landfills, and they usually get it back to you faster than waiting for a replacement to come into stock.</p>
<blockquote>Damage that isn't covered can still be fixed. Our repair center offers paid repairs at fair, flat prices. See our repair pricing article for details.</blockquote>`,
    tags: ["lifetime warranty", "coverage", "defects"],
    status: "published",
    featured: false,
    coverImage: "mountain-lake.svg",
    coverImagePosition: 60,
    helpfulCount: 73,
    notHelpfulCount: 5,
    publishedDaysAgo: 400,
    updatedDaysAgo: 210,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 200,
  },
  {
    slug: "how-to-file-a-warranty-claim",
    title: "How to File a Warranty Claim",
    summary:
      "Submit a warranty claim online with photos of the problem and your order number, and track it until it's resolved.",
    categorySlug: "warranty-repairs",
    contentHtml: `<p>Filing a claim takes about ten minutes. The more detail you give us up front, the faster our warranty team can make a decision.</p>
<h2>Before you start</h2>
<ul>
<li><strong>Your order number</strong> or proof of purchase. If you bought in store or can't find it, we can usually look it up from your account or the card you used.</li>
<li><strong>Clear photos</strong>: one of the whole item, one close-up of the problem, and one of the product label sewn inside (it shows the model and production date).</li>
<li>A short description of what happened and how the item was being used.</li>
</ul>
<h2>Submitting your claim</h2>
<ol>
<li>Go to <strong>Warranty &amp; Repairs</strong> in your account and select <strong>Start a claim</strong>.</li>
<li>Choose the product, or enter its name and model if it isn't in your order history.</li>
<li>Upload your photos (JPEG or PNG, up to 10 MB each) and describe the issue.</li>
<li>Submit. You'll receive a claim number by email, starting with <em>WC-</em>.</li>
</ol>
<h2>What happens next</h2>
<p>Our team reviews claims within <strong>3-5 business days</strong>. Based on the photos, we'll either approve the claim right away, ask for more information, or send you a prepaid label so our technicians can inspect the item in person.</p>
<p>If the claim is approved, we'll repair the item, replace it with the same or a comparable model, or issue store credit for its current value. If it isn't covered, we'll offer a paid repair quote before any work begins.</p>
<blockquote>Please clean your gear before shipping it to us. Items that arrive muddy or damp are cleaned before inspection, which adds a week to the process.</blockquote>`,
    tags: ["warranty claim", "photos", "order number"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 66,
    notHelpfulCount: 8,
    publishedDaysAgo: 360,
    updatedDaysAgo: 95,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 90,
  },
  {
    slug: "repair-service-costs-and-turnaround",
    title: "Repair Service Prices and Turnaround Times",
    summary: "Flat-rate prices for common gear repairs at our repair center, plus how long each one takes.",
    categorySlug: "warranty-repairs",
    contentHtml: `<p>Not every problem is a warranty issue. A torn mesh panel from a curious dog or a pole bent in a storm can still be fixed by our repair technicians for a flat fee, usually for far less than replacing the item.</p>
<h2>Repair price list</h2>
<table>
<thead>
<tr><th>Repair</th><th>Price</th><th>Typical turnaround</th></tr>
</thead>
<tbody>
<tr><td>Zipper slider replacement</td><td>$15 per slider</td><td>1-2 weeks</td></tr>
<tr><td>Full zipper replacement (tent door)</td><td>$45</td><td>3-4 weeks</td></tr>
<tr><td>Tent pole section replacement</td><td>$20 per section</td><td>1-2 weeks</td></tr>
<tr><td>Mesh panel patch</td><td>$25-$40</td><td>2-3 weeks</td></tr>
<tr><td>Fabric tear patch (up to 6 in.)</td><td>$30</td><td>2-3 weeks</td></tr>
<tr><td>Buckle or strap replacement</td><td>$10 per part</td><td>1-2 weeks</td></tr>
<tr><td>Sleeping pad valve replacement</td><td>$25</td><td>2 weeks</td></tr>
</tbody>
</table>
<p>Prices include return shipping to a U.S. address. Parts for other brands may cost extra, and we'll confirm before starting.</p>
<h2>How to send in a repair</h2>
<ol>
<li>Request a repair from <strong>Warranty &amp; Repairs</strong> in your account, describing the damage and attaching a photo.</li>
<li>We'll email a quote and a shipping label. Inbound shipping is <strong>$9.95</strong>, or free if you drop the item at any Cairn store.</li>
<li>Once the item arrives, we'll confirm the final price and charge your card only after the repair is finished.</li>
</ol>
<h2>Turnaround</h2>
<p>Turnaround times start when your item reaches the repair center. Spring and early summer are our busiest season, so expect an extra week or two from <em>April through June</em>. Planning a big trip? Tell us your departure date and we'll do our best to prioritize it.</p>
<blockquote>If a repair would cost more than the item is worth, our technicians will call you before doing any work.</blockquote>`,
    tags: ["repair", "prices", "turnaround"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 52,
    notHelpfulCount: 10,
    publishedDaysAgo: 230,
    updatedDaysAgo: 35,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 30,
  },
  {
    slug: "fixing-a-broken-tent-pole",
    title: "Fixing a Broken Tent Pole in the Field",
    summary: "Use a pole repair sleeve to splint a cracked or snapped tent pole so you can finish your trip.",
    categorySlug: "warranty-repairs",
    contentHtml: `<p>A snapped pole in the middle of a trip is stressful, but it's usually a five-minute fix. Most Cairn tents ship with a <strong>pole repair sleeve</strong>: a short aluminum tube, slightly wider than your pole, tucked in the stake bag.</p>
<h2>Splinting a broken pole</h2>
<ol>
<li>Take the tension off the tent. Unclip or unsleeve the damaged pole and lay it flat.</li>
<li>Straighten any bent pieces gently by hand. If there are sharp, jagged edges, wrap them with tape so they don't cut the shock cord or the tent fabric.</li>
<li>Slide the repair sleeve along the pole until it's centered over the break. You may need to separate the pole at the nearest joint to get the sleeve on.</li>
<li>Tape each end of the sleeve tightly to the pole with duct tape or athletic tape.</li>
<li>Reassemble the pole and pitch the tent, keeping the repaired section under as little bend as possible.</li>
</ol>
<h2>No repair sleeve?</h2>
<p>Improvise a splint with a tent stake, a sturdy stick, or a spare segment from another pole. Lay it along the break and wrap it firmly with tape at both ends and the middle.</p>
<h2>Getting a permanent fix</h2>
<p>A splint is a temporary repair. When you get home, replace the damaged section. A cracked ferrule, the narrow sleeve where two sections join, can cause the next segment to split too, so have it checked even if the break looks small.</p>
<ul>
<li>Breaks from a defect are covered by our <strong>lifetime warranty</strong>.</li>
<li>Damage from wind, falls, or stepping on a pole can be repaired at our repair center for a flat per-section price.</li>
</ul>
<blockquote><em>Prevent breaks:</em> always seat each section fully before bending the pole, and never let the shock cord snap sections together. That impact chips the ends over time.</blockquote>`,
    tags: ["tent pole", "pole repair sleeve", "field repair"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 91,
    notHelpfulCount: 3,
    publishedDaysAgo: 280,
    updatedDaysAgo: 110,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 100,
  },
  {
    slug: "replacing-a-zipper-slider",
    title: "Repairing a Zipper That Won't Close",
    summary:
      "When a zipper separates behind the slider, a worn slider is usually to blame, and replacing it is easy.",
    categorySlug: "warranty-repairs",
    contentHtml: `<p>If your tent door or sleeping bag zipper closes but then splits open behind the slider, the teeth are usually fine. The <strong>slider</strong> has worn and spread apart, and can no longer press the two sides together.</p>
<h2>Quick fix: tighten the slider</h2>
<p>This works on coil zippers in the field and can buy you weeks of use.</p>
<ol>
<li>Move the slider all the way to the open end of the zipper.</li>
<li>Using needle-nose pliers, gently squeeze the top and bottom plates of the slider together at the back end (the side the teeth come out of). Squeeze a little at a time.</li>
<li>Test the zipper. If it still separates, squeeze slightly more. Too much pressure will jam it.</li>
</ol>
<h2>Permanent fix: slider replacement</h2>
<ol>
<li>Identify the size. It's usually stamped on the back of the slider, such as <em>#5</em> or <em>#8</em>.</li>
<li>Remove the zipper stop at the end of the track with a seam ripper or by cutting its stitches.</li>
<li>Slide the old slider off the end of the track.</li>
<li>Thread the new slider onto both sides of the track, making sure it faces the right way.</li>
<li>Sew a new stop in place with a few tight stitches, or use a metal stop.</li>
</ol>
<p>Replacement sliders for Cairn tents and bags are available from our customer service team, and a two-slider kit is included with many of our tents.</p>
<h2>Keep zippers running smoothly</h2>
<ul>
<li>Brush sand and grit out of the teeth after beach or desert trips.</li>
<li>Don't force a stuck zipper; ease the fabric away from the teeth instead.</li>
<li>Pitch tents so the door isn't under tension when you zip it.</li>
</ul>
<blockquote>Prefer a professional repair? Our repair center replaces sliders for a flat fee, and zipper failures caused by a defect are covered by our lifetime warranty.</blockquote>`,
    tags: ["zipper", "slider replacement", "diy repair"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 78,
    notHelpfulCount: 7,
    publishedDaysAgo: 190,
    updatedDaysAgo: 45,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 40,
  },
  {
    slug: "delamination-peeling-waterproof-coating",
    title: "Delamination and Peeling Waterproof Coatings",
    summary: "Why waterproof coatings and seam tape can peel over time, and what you can do about it.",
    categorySlug: "warranty-repairs",
    contentHtml: `<p>Most tent floors and rainflies are made waterproof with a thin polyurethane (PU) or silicone coating on the inside of the fabric. Over time, that coating can break down. When it does, it turns sticky, flakes off in patches, or lifts away from the fabric in bubbles. This is called <strong>delamination</strong>.</p>
<h2>What causes it</h2>
<ul>
<li><strong>Hydrolysis:</strong> PU coatings react slowly with moisture. Storing a tent damp, even once for a few weeks, speeds this up dramatically.</li>
<li><strong>Heat:</strong> leaving gear in a hot car or attic softens the coating.</li>
<li><strong>Age:</strong> even well-cared-for coatings usually last 5-10 years.</li>
<li><strong>Harsh cleaners:</strong> detergents and solvents strip coatings.</li>
</ul>
<h2>Is it covered?</h2>
<p>Delamination within the first few years, on gear that was stored dry, is usually a defect and is covered by our lifetime warranty. Start a claim with photos of the affected area. On older gear, delamination is considered normal wear.</p>
<h2>Restoring a peeling coating</h2>
<ol>
<li>Scrub off the loose, flaking coating with a soft brush and rubbing alcohol. Work in a ventilated space.</li>
<li>Let the fabric dry completely.</li>
<li>Brush on a thin, even layer of a fabric sealant designed for your coating type (PU or silicone).</li>
<li>Allow 24 hours to cure before packing.</li>
</ol>
<p>Peeling seam tape can be removed and replaced with a brushed-on seam sealer.</p>
<h2>Is it covered by the warranty?</h2>
<p>A coating that peels within the first couple of seasons of normal use points to a manufacturing fault, and we'll repair or replace the tent under the warranty. Coatings that break down after many years, or after storage somewhere hot and damp, are normal aging; our repair center can quote for a new floor or rainfly.</p>
<blockquote><em>Prevention is everything:</em> always dry your tent fully before storage and keep it loosely packed in a cool, dry place.</blockquote>`,
    tags: ["delamination", "waterproof coating", "peeling"],
    status: "draft",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 0,
    notHelpfulCount: 0,
    publishedDaysAgo: 30,
    updatedDaysAgo: 5,
    verificationInterval: "none",
    lastVerifiedDaysAgo: null,
  },
];
