import type { DemoArticle } from "../demoTypes.ts";

export const articles: DemoArticle[] = [
  {
    slug: "canister-vs-liquid-fuel-stove",
    title: "Canister Stove or Liquid Fuel Stove: Which Should I Choose?",
    summary:
      "Compare canister and liquid fuel stoves for weight, cold-weather performance and fuel availability, and estimate how much fuel to carry.",
    categorySlug: "stoves-cooking",
    contentHtml: `<p>Backpacking stoves fall into two main families. Both boil water quickly; the right choice depends on where and when you travel.</p>
<h2>Canister stoves</h2>
<p>A canister stove screws onto a sealed can of pre-pressurised gas, usually an <strong>isobutane-propane</strong> mix. They are light, compact and about as simple as it gets: screw on, open the valve, light.</p>
<ul>
<li><strong>Pros:</strong> light, no priming, fine flame control for simmering, no spills.</li>
<li><strong>Cons:</strong> performance drops below about freezing, you cannot see how much fuel is left, and empty canisters must be recycled.</li>
</ul>
<h2>Liquid fuel stoves</h2>
<p>A liquid fuel stove runs from a refillable bottle that you pressurise with a hand pump. Most run on white gas, and multi-fuel models also burn kerosene, diesel or unleaded petrol.</p>
<ul>
<li><strong>Pros:</strong> reliable in deep cold and at altitude, cheaper fuel, refillable bottles, and fuel is easy to find abroad.</li>
<li><strong>Cons:</strong> heavier, must be primed, needs regular maintenance, and simmering takes practice.</li>
</ul>
<blockquote>Rule of thumb: canister for three-season trips and weekend hikes; liquid fuel for winter, expeditions and international travel.</blockquote>
<h2>How much fuel to carry</h2>
<p>Fuel use depends on whether you only boil water or cook full meals. As a starting point, plan per person per day:</p>
<pre><code>Boiling water only (dehydrated meals, hot drinks):  about 25 g gas / 35 ml white gas
Simple cooking (pasta, porridge):                   about 40 g gas / 55 ml white gas
Melting snow for water:                             about 100 g gas / 150 ml white gas

Fuel to carry = people x days x daily amount + 20% spare</code></pre>
<p>For example, two people on a three-day trip eating dehydrated meals need about 2 &times; 3 &times; 25&nbsp;g = 150&nbsp;g, plus 20 percent, so one 230&nbsp;g canister is plenty.</p>
<p>Wind and cold increase fuel use significantly, so always use a windscreen and keep canisters warm in your sleeping bag on cold nights. Never fully enclose a canister stove with a windscreen, as the canister can overheat.</p>`,
    tags: ["canister stove", "liquid fuel", "fuel planning", "stoves"],
    status: "published",
    featured: true,
    coverImage: "campfire-night.svg",
    coverImagePosition: 45,
    helpfulCount: 105,
    notHelpfulCount: 9,
    publishedDaysAgo: 365,
    updatedDaysAgo: 45,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 35,
    seoTitle: "Canister vs Liquid Fuel Stove: How to Choose | Cairn",
    seoDescription:
      "Canister or liquid fuel? Compare backpacking stoves for weight, cold performance and fuel availability, and work out how much fuel to carry.",
  },
  {
    slug: "priming-a-liquid-fuel-stove",
    title: "How to Prime a Liquid Fuel Stove",
    summary:
      "Pump the fuel bottle, prime the stove with a small amount of fuel, and light it safely without flare-ups.",
    categorySlug: "stoves-cooking",
    contentHtml: `<p>A liquid fuel stove has to be preheated before it will burn cleanly. Priming warms the generator tube so that liquid fuel turns into vapour before it reaches the jet. Skipping it, or rushing it, causes the tall yellow flames that give these stoves a bad name.</p>
<h2>Before you begin</h2>
<ul>
<li>Set up on stable, level ground, clear of your tent, dry grass and overhanging branches.</li>
<li>Never prime or light a stove inside a tent or vestibule.</li>
<li>Keep the lid of your fuel bottle and any spare fuel well away from the stove.</li>
</ul>
<h2>Step by step</h2>
<ol>
<li><strong>Fill the bottle</strong> no higher than the fill line, leaving air space for pressure.</li>
<li><strong>Pump it.</strong> With the control valve closed, give the pump 20 to 30 strokes until you feel firm resistance. A half-full bottle needs more strokes.</li>
<li><strong>Connect the stove</strong> to the pump and open the legs fully.</li>
<li><strong>Release a little fuel.</strong> Open the control valve for about two seconds, until a small pool of fuel collects in the priming cup or on the wick. Close the valve.</li>
<li><strong>Light the priming fuel</strong> with a long match or lighter, keeping your face and hands to the side.</li>
<li><strong>Wait.</strong> Let the priming flame almost burn out, usually 30 to 60 seconds.</li>
<li><strong>Open the valve slowly</strong> just before the flame dies. The stove should catch with a roar and a steady blue flame.</li>
</ol>
<blockquote>If the flame is yellow and flaring, close the valve, let it burn down and prime again for longer. Do not add more fuel to a hot stove.</blockquote>
<h2>Priming with different fuels</h2>
<p>White gas primes cleanly. Kerosene and diesel are harder to ignite and produce soot, so many people prime with a little <em>alcohol paste</em> or white gas instead. Check your stove's manual for the correct jet for each fuel.</p>
<h2>In cold weather</h2>
<p>Cold fuel vaporises slowly. Allow a longer priming time, pump a few extra strokes, and shield the stove from wind while priming.</p>`,
    tags: ["priming", "liquid fuel", "white gas", "stoves"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 58,
    notHelpfulCount: 6,
    publishedDaysAgo: 320,
    updatedDaysAgo: 210,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 200,
  },
  {
    slug: "stove-wont-light-troubleshooting",
    title: "My Stove Won't Light: Troubleshooting Guide",
    summary:
      "Work through the common reasons a camping stove won't light or keeps going out, from an empty canister to a clogged jet.",
    categorySlug: "stoves-cooking",
    contentHtml: `<p>Most stoves that refuse to light have one of a handful of simple problems. Work through this list in order; you can do most of it in the field.</p>
<h2>1. Check the fuel</h2>
<ul>
<li><strong>Canister:</strong> shake it. If you hear little sloshing, it is nearly empty. Float it in water to check the level more precisely.</li>
<li><strong>Liquid fuel:</strong> make sure the bottle has fuel and enough pressure. Pump 10 to 20 more strokes.</li>
<li><strong>Cold:</strong> below about freezing, a canister may not have enough pressure. Warm it inside your jacket for a few minutes.</li>
</ul>
<h2>2. Check the connection</h2>
<p>Unscrew the stove and re-attach it squarely. Cross-threading can stop gas flowing. Check the O-ring for cracks or grit; a damaged seal can leak gas without letting enough reach the flame.</p>
<h2>3. Check the igniter</h2>
<p>If your stove has a built-in piezo igniter, click it in a shaded spot and look for a spark jumping to the stove head. No spark? The electrode may be bent too far from the metal or cracked. Gently bend it back to a gap of about 3 to 4&nbsp;mm. In any case, always carry a lighter or waterproof matches as a backup.</p>
<h2>4. Clear a clogged jet</h2>
<p>A weak, sputtering or uneven flame often means a <strong>clogged jet</strong>. Dirty fuel and soot build up in the tiny opening.</p>
<ol>
<li>Let the stove cool completely and disconnect the fuel.</li>
<li>Many liquid fuel stoves have a <em>shaker needle</em>: turn the stove upside down and shake it to clear the jet.</li>
<li>Otherwise, remove the jet with the tool from the maintenance kit and clear it with the cleaning wire.</li>
<li>Never enlarge the hole with a pin or drill bit.</li>
</ol>
<h2>5. Check the fuel line</h2>
<p>On liquid fuel stoves, clean the fuel line with the cable in the maintenance kit every season, and replace the filter if it is discoloured.</p>
<blockquote>If you smell gas or see fuel leaking, stop. Disconnect the fuel, move it away and do not try to light the stove until the leak is fixed.</blockquote>
<p>Still not working? Stoves are covered by our warranty; contact us with your order number.</p>`,
    tags: ["troubleshooting", "stoves", "clogged jet", "igniter"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 91,
    notHelpfulCount: 14,
    publishedDaysAgo: 250,
    updatedDaysAgo: 35,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 30,
  },
  {
    slug: "flying-with-stove-fuel-canisters",
    title: "Flying With a Camping Stove and Fuel Canisters",
    summary:
      "Airline rules forbid fuel canisters in checked or carry-on luggage, so clean your stove before you fly and buy fuel at your destination.",
    categorySlug: "stoves-cooking",
    contentHtml: `<p>Planning a trip abroad? Fuel and flying do not mix. Here is what you can and cannot take on a plane.</p>
<h2>Fuel canisters: never</h2>
<p>Gas canisters and liquid fuels (white gas, kerosene, petrol, alcohol) are classed as <strong>dangerous goods</strong>. They are banned from both checked and carry-on luggage on virtually every airline, full or empty. Security will confiscate them, and you could be fined.</p>
<p>Instead, <strong>buy fuel at your destination</strong>. Outdoor shops, hardware stores and many campsite shops near popular trailheads sell threaded isobutane canisters. Check opening hours before you land, especially if you arrive at a weekend.</p>
<h2>The stove itself</h2>
<p>A canister stove that has never been used can usually fly in checked luggage. A used stove is allowed by many airlines only if it is completely free of fuel and fuel vapour. Rules vary, so check with your airline before you fly.</p>
<h2>Liquid fuel stoves and bottles</h2>
<ol>
<li>Empty the fuel bottle and leave it open to air out for at least 24 hours.</li>
<li>Rinse the bottle with a little washing-up liquid and water, then let it dry fully with the cap off.</li>
<li>Run the stove until it burns out, then let it cool and air out.</li>
<li>Pack the bottle with the cap off, in a bag, with a note saying it is clean and empty.</li>
</ol>
<blockquote>Even a clean bottle that still smells of fuel may be refused. If in doubt, buy a new bottle when you arrive.</blockquote>
<h2>Tips for abroad</h2>
<ul>
<li>Threaded canisters are common in Europe and North America but can be hard to find elsewhere; a multi-fuel stove is the safest choice for remote regions.</li>
<li>In some countries, white gas is sold as <em>Coleman fuel</em>, <em>benzin</em> or <em>naphtha</em>.</li>
<li>Allow time to find fuel on your first day before heading into the hills.</li>
</ul>`,
    tags: ["air travel", "airline rules", "fuel canisters", "stoves"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 66,
    notHelpfulCount: 3,
    publishedDaysAgo: 140,
    updatedDaysAgo: 20,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 10,
  },
  {
    slug: "recycling-empty-fuel-canisters",
    title: "Recycling Empty Fuel Canisters",
    summary:
      "How to make sure a gas canister is empty, puncture it with a recycling tool and put it in your steel recycling.",
    categorySlug: "stoves-cooking",
    contentHtml: `<p>Empty gas canisters are made of steel, which is fully recyclable. But a canister that still contains gas is a hazard at a recycling plant, so it needs a little preparation first.</p>
<h2>Step 1: Make sure it is really empty</h2>
<p>Even a canister that will not run a stove usually has some gas left. To use it up:</p>
<ul>
<li>Attach it to your stove outdoors and run it until the flame goes out completely.</li>
<li>Shake it. You should hear no liquid moving.</li>
<li>Weigh it: the net weight printed on the label tells you when it is empty.</li>
</ul>
<p>Partly used canisters are fine for your next trip. Use a lighter half-empty one for a short overnight and keep full ones for longer trips.</p>
<h2>Step 2: Puncture it</h2>
<p>Many recycling centres require canisters to be <strong>punctured</strong> so they cannot hold pressure. Use a purpose-made canister <strong>puncture tool</strong>, which screws onto or clips over the canister and vents remaining gas safely.</p>
<ol>
<li>Work outdoors, away from flames, sparks and other people.</li>
<li>Attach the tool and press down to pierce the canister wall.</li>
<li>Let any remaining gas vent away from you.</li>
<li>Mark the canister "EMPTY" with a marker pen.</li>
</ol>
<blockquote>Never puncture a canister with a knife or nail, and never throw one into a fire.</blockquote>
<h2>Step 3: Recycle it</h2>
<p>Put the punctured canister in the <em>metal</em> recycling at home or take it to your local recycling centre. Rules vary between councils and municipalities, so check their website.</p>
<h2>Where to buy a puncture tool</h2>
<p>We sell canister puncture tools in the stoves accessories section, and many stoves include one. Our stores also accept empty canisters for recycling at the till.</p>`,
    tags: ["recycling", "fuel canisters", "puncture tool", "stoves"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 39,
    notHelpfulCount: 1,
    publishedDaysAgo: 200,
    updatedDaysAgo: 80,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 70,
  },
  {
    slug: "cleaning-camp-cookware",
    title: "Cleaning Cookware and the Camp Kitchen",
    summary:
      "Keep pots, pans and utensils clean on the trail while following Leave No Trace principles for washing up and waste water.",
    categorySlug: "stoves-cooking",
    contentHtml: `<p>A clean camp kitchen keeps you healthy, stops food from attracting wildlife, and makes your gear last longer.</p>
<h2>On the trail</h2>
<ol>
<li><strong>Scrape first.</strong> Use a spatula or spoon to scrape leftover food into your rubbish bag. Pack it out.</li>
<li><strong>Add hot water.</strong> Pour a little hot water into the pot and let it soak for a few minutes.</li>
<li><strong>Scrub gently.</strong> Use a small non-scratch sponge. Never use steel wool on non-stick or anodised aluminium.</li>
<li><strong>Rinse and dry.</strong> A pack towel or bandana works well.</li>
</ol>
<p>If you use soap, choose a small amount of <em>biodegradable</em> soap. Even biodegradable soap harms lakes and streams, so wash at least 60&nbsp;m (200&nbsp;ft) from any water source.</p>
<h2>Dealing with grey water</h2>
<p>Strain dishwater through a fine mesh or a bandana and pack out the food particles. Scatter the water widely across the ground, away from camp and water sources.</p>
<h2>At home</h2>
<ul>
<li>Wash all pots, mugs and utensils in warm soapy water after every trip.</li>
<li>Check the manufacturer's guidance before using a dishwasher; titanium is usually fine, but coated pans are not.</li>
<li>Remove burnt-on food by simmering a little water and baking soda in the pot.</li>
<li>Dry everything fully before packing it away, to avoid mould and corrosion.</li>
</ul>
<p>Keep a small scrubber, a few drops of biodegradable soap and a quick-drying towel together in a mesh bag, so the whole kitchen kit is easy to find at camp.</p>
<h2>Caring for the stove</h2>
<p>Wipe spills from your stove once it has cooled. Check the O-rings and jet each season, and store the stove in its bag so grit cannot get in.</p>
<blockquote>In bear country, store cookware with your food, well away from your tent.</blockquote>`,
    tags: ["cleaning", "cookware", "leave no trace", "camp kitchen"],
    status: "draft",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 0,
    notHelpfulCount: 0,
    publishedDaysAgo: 30,
    updatedDaysAgo: 20,
    verificationInterval: "none",
    lastVerifiedDaysAgo: null,
  },
];
