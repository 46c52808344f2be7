import type { DemoArticle } from "../demoTypes.ts";

export const articles: DemoArticle[] = [
  {
    slug: "measure-torso-length-pack-fit",
    title: "How to Measure Your Torso Length and Fit a Backpack",
    summary:
      "Measure your torso length from the C7 vertebra to your iliac crest and use it to choose the right backpack size.",
    categorySlug: "backpacks",
    contentHtml: `<p>Backpacks are sized by <strong>torso length</strong>, not by your height. Two people of the same height can need different pack sizes, so take two minutes to measure before you buy.</p>
<h2>Measuring your torso</h2>
<p>You will need a flexible tape measure and a friend.</p>
<ol>
<li>Tilt your head forward. Find the bony bump at the base of your neck: this is the <strong>C7 vertebra</strong>.</li>
<li>Place your hands on your hips with your thumbs pointing backwards. Your hands should sit on top of your hip bones, the <strong>iliac crest</strong>.</li>
<li>Have your friend measure along your spine from C7 down to an imaginary line between your thumbs.</li>
</ol>
<p>That measurement is your torso length. Measure twice and use the average.</p>
<h2>Choosing a size</h2>
<table>
<thead>
<tr><th>Pack size</th><th>Torso length</th></tr>
</thead>
<tbody>
<tr><td>Extra small</td><td>Up to 40&nbsp;cm (15.5 in)</td></tr>
<tr><td>Small</td><td>40 to 45&nbsp;cm (16 to 17.5 in)</td></tr>
<tr><td>Medium</td><td>45 to 50&nbsp;cm (18 to 19.5 in)</td></tr>
<tr><td>Large</td><td>50 to 55&nbsp;cm (20 to 21.5 in)</td></tr>
</tbody>
</table>
<p>Sizes vary slightly between brands, so always check the chart on the product page. Many packs also have an <em>adjustable harness</em> that lets you fine-tune within a size.</p>
<h2>Checking the fit</h2>
<p>Load the pack with 7 to 10&nbsp;kg so it behaves as it will on the trail, then check:</p>
<ul>
<li>The hip belt padding sits centred on your iliac crest.</li>
<li>The shoulder straps wrap over your shoulders with no gap, anchoring a couple of centimetres below the top of your shoulders.</li>
<li>The sternum strap sits about 5&nbsp;cm below your collarbone.</li>
<li>The load lifters angle back towards the pack at roughly 45 degrees.</li>
</ul>
<blockquote>If the hip belt sits on your waist or your bottom, the torso size is wrong. No amount of strap tightening will fix it.</blockquote>
<p>Women's and youth packs use shorter torso ranges and differently shaped belts and straps. Try both if you are between sizes.</p>`,
    tags: ["torso length", "fitting", "sizing", "backpacks"],
    status: "published",
    featured: true,
    coverImage: "backpack-peaks.svg",
    coverImagePosition: 35,
    helpfulCount: 118,
    notHelpfulCount: 7,
    publishedDaysAgo: 395,
    updatedDaysAgo: 40,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 40,
  },
  {
    slug: "adjust-hip-belt-load-lifters",
    title: "Adjusting the Hip Belt, Shoulder Straps and Load Lifters",
    summary:
      "Tighten your backpack's straps in the right order so the hip belt carries most of the weight and the load lifters keep it close.",
    categorySlug: "backpacks",
    contentHtml: `<p>A well-fitted pack puts about <strong>80 percent</strong> of the weight on your hips and only 20 percent on your shoulders. Getting there is a matter of adjusting the straps in the right order every time you put the pack on.</p>
<h2>Before you start</h2>
<p>Loosen every strap: hip belt, shoulder straps, load lifters and sternum strap. Lift the loaded pack onto one thigh, slide one arm through, then swing it onto your back.</p>
<h2>The adjustment sequence</h2>
<ol>
<li><strong>Hip belt.</strong> Position the padded belt so it wraps over the top of your hip bones, with the buckle roughly at your navel. Buckle it and pull both side straps forward firmly. It should feel snug but not pinch.</li>
<li><strong>Shoulder straps.</strong> Pull down and back on the shoulder strap ends until they wrap your shoulders without lifting weight off the hip belt.</li>
<li><strong>Load lifters.</strong> These short straps run from the top of the shoulder straps to the pack frame. Pull them gently until they form an angle of about 45 degrees. They draw the top of the load towards your body so it does not pull you backwards.</li>
<li><strong>Sternum strap.</strong> Slide it to about 5&nbsp;cm below your collarbone and buckle it loosely. It keeps the shoulder straps in place; it should not squeeze your chest.</li>
</ol>
<h2>On the trail</h2>
<ul>
<li>On long climbs, loosen the load lifters slightly to let the pack sit further back.</li>
<li>On rough descents, tighten everything a little to stop the load swaying.</li>
<li>If your hips ache, try moving the belt up or down a centimetre rather than tightening it further.</li>
<li>If your shoulders ache, the hip belt has probably slipped. Re-tighten it first.</li>
</ul>
<blockquote>Numb or tingling arms usually mean the shoulder straps are too tight or the sternum strap is too high.</blockquote>
<p>Some hip belts have interchangeable or heat-mouldable wings. If you cannot get a comfortable fit, bring your pack into a store and our staff will help.</p>`,
    tags: ["hip belt", "load lifters", "adjustment", "backpacks"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 83,
    notHelpfulCount: 5,
    publishedDaysAgo: 330,
    updatedDaysAgo: 70,
    verificationInterval: "1-month",
    lastVerifiedDaysAgo: 45,
  },
  {
    slug: "how-to-pack-a-backpack",
    title: "How to Pack a Backpack for the Trail",
    summary:
      "Load your backpack in zones, with heavy items close to your back and essentials within reach, for a stable, comfortable carry.",
    categorySlug: "backpacks",
    contentHtml: `<p>The same gear can feel light or punishing depending on where it sits in your pack. Think of your pack in three zones, plus the outside pockets.</p>
<h2>Bottom zone: bulky, light, not needed until camp</h2>
<p>Your sleeping bag is the classic item for the bottom, along with camp clothes and a pillow. These items are squashable and fill the shape of the pack, creating a platform for the rest of the load.</p>
<h2>Core zone: the heaviest items</h2>
<p>Pack the <strong>heaviest items close to your back</strong>, between your shoulder blades. Food bags, the cook kit, water and a bear canister belong here. Keeping dense weight tight against your spine keeps your centre of gravity over your hips, so the pack does not pull you backwards.</p>
<p>Fill the gaps around heavy items with softer gear, like a puffy jacket, so nothing shifts as you walk.</p>
<h2>Top zone: things you might need during the day</h2>
<ul>
<li>Waterproof jacket and insulating layer</li>
<li>First-aid kit</li>
<li>Water filter</li>
<li>Toilet kit and trowel</li>
</ul>
<h2>Lid and hip belt pockets</h2>
<p>Keep <em>small essentials</em> where you can reach them without stopping: map, compass, phone, headtorch, sunscreen, snacks and lip balm.</p>
<h2>Outside the pack</h2>
<p>Attach tent poles, trekking poles or a foam sleeping pad with the compression straps and lash points, but keep external items to a minimum. Things hanging off the back swing, snag on branches and get wet.</p>
<h2>Final checks</h2>
<ol>
<li>Pull all the compression straps snug so the load cannot move.</li>
<li>Lift the pack by its haul loop. It should hang straight, not lean to one side.</li>
<li>Put it on and adjust the straps in order: hip belt, shoulder straps, load lifters, sternum strap.</li>
</ol>
<blockquote>Keep fuel below your food and upright, so a leak cannot contaminate what you eat.</blockquote>`,
    tags: ["packing", "weight distribution", "backpacks", "hiking"],
    status: "published",
    featured: false,
    coverImage: "forest-trail.svg",
    coverImagePosition: 55,
    helpfulCount: 69,
    notHelpfulCount: 8,
    publishedDaysAgo: 280,
    updatedDaysAgo: 100,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 60,
  },
  {
    slug: "clean-hydration-reservoir",
    title: "Cleaning and Drying a Hydration Reservoir",
    summary:
      "Keep your hydration bladder and drinking tube free of mould and funky tastes with regular rinsing, deep cleaning and thorough drying.",
    categorySlug: "backpacks",
    contentHtml: `<p>A hydration reservoir is warm, dark and damp inside: perfect conditions for mould and bacteria. A little care after each trip keeps the water tasting clean.</p>
<h2>After every use</h2>
<ol>
<li>Empty the reservoir completely.</li>
<li>Rinse it with warm water and a drop of washing-up liquid, shaking it with the cap closed.</li>
<li>Squeeze water through the drinking tube and bite valve.</li>
<li>Rinse thoroughly with clean water.</li>
<li>Dry it (see below) before storing.</li>
</ol>
<p>If you have carried anything other than water, such as an electrolyte or sports drink, rinse it as soon as you can: sugar feeds mould.</p>
<h2>Deep cleaning</h2>
<p>Every few trips, or if you notice a taste or dark spots:</p>
<ul>
<li>Fill the reservoir with warm water and either two tablespoons of <strong>baking soda</strong>, a cleaning tablet made for reservoirs, or a denture tablet.</li>
<li>Let the solution run into the tube, close it and leave it for 30 minutes or overnight.</li>
<li>Scrub the inside with a reservoir brush and push the long tube brush through the drinking tube.</li>
<li>Pull the bite valve off and clean it separately; it is where grime builds up most.</li>
<li>Rinse several times until there is no smell.</li>
</ul>
<blockquote>Do not use bleach at full strength, boiling water or a dishwasher. High heat can warp the plastic and weaken the welded seams.</blockquote>
<h2>Drying it properly</h2>
<p>Drying is the step most people skip, and the main reason reservoirs go mouldy. Prop the reservoir open with a clean kitchen whisk or a dedicated drying hanger so air can circulate, hang the tube so it drains, and leave it for a full day.</p>
<h2>The freezer trick</h2>
<p>If you cannot dry it fully, store the empty reservoir and tube in the <em>freezer</em>. Nothing grows at that temperature, and it is ready for your next hike.</p>
<p>Replacement tubes, bite valves and cleaning kits are available in our hydration accessories range.</p>`,
    tags: ["hydration", "bladder", "cleaning", "reservoir"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 56,
    notHelpfulCount: 3,
    publishedDaysAgo: 230,
    updatedDaysAgo: 30,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 25,
  },
  {
    slug: "backpack-rain-cover-waterproofing",
    title: "Rain Covers and Keeping Your Pack Dry",
    summary:
      "Why most backpacks are not waterproof, and how a rain cover, pack liner and dry bags work together to keep your gear dry.",
    categorySlug: "backpacks",
    contentHtml: `<p>Most backpacks are made from water-resistant fabric with a polyurethane coating, but they are <strong>not waterproof</strong>. Water gets in through seams, zips and the back panel, and the fabric itself can wet out in a long downpour.</p>
<h2>Rain covers</h2>
<p>A rain cover is a fitted, waterproof hood that stretches over the outside of your pack. It sheds most of the rain and keeps the pack fabric from soaking up water and getting heavier.</p>
<ul>
<li>Choose a cover sized for your pack's capacity in litres. Too small and it will not stretch over; too big and it flaps in the wind.</li>
<li>Bright colours make you more visible in bad weather.</li>
<li>Some packs have a built-in cover in a zipped pocket at the base.</li>
</ul>
<p>The weakness of a rain cover is the back panel: water runs down your back and into the pack where the cover does not reach. In strong wind, covers can also blow off.</p>
<h2>Pack liners and dry bags</h2>
<p>For gear that must stay dry, such as your sleeping bag and spare clothes, use a <strong>pack liner</strong>: a large waterproof bag that sits inside the main compartment. Put everything in it, twist the top closed and fold it over.</p>
<p>Smaller <em>dry bags</em> are useful for organising and for items in the lid, like your phone and first-aid kit.</p>
<blockquote>For wet climates we recommend both: a rain cover outside and a liner inside. If you only use one, use the liner.</blockquote>
<h2>Re-proofing the pack fabric</h2>
<p>Over time the durable water repellent (DWR) finish wears off. To restore it:</p>
<ol>
<li>Empty the pack and brush out dirt.</li>
<li>Hand wash it in a tub with a technical wash; never machine wash a pack.</li>
<li>While it is still damp, spray a DWR treatment evenly over the outside.</li>
<li>Let it air dry away from direct heat.</li>
</ol>
<p>If the inner coating is peeling or flaking, it cannot be restored, but the pack can still be used with a liner.</p>`,
    tags: ["rain cover", "waterproofing", "pack liner", "backpacks"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 22,
    notHelpfulCount: 4,
    publishedDaysAgo: 60,
    updatedDaysAgo: 60,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "backpack-capacity-litres-guide",
    title: "What Size Backpack Do I Need? Pack Capacity in Litres",
    summary:
      "Match your backpack's capacity in litres to the length of your trip, the season and how much gear you carry.",
    categorySlug: "backpacks",
    contentHtml: `<p>Pack capacity is measured in <strong>litres</strong>, the volume of the main compartment and pockets. Choosing the right size depends mainly on how many nights you will be out, but also on the season and how compact your gear is.</p>
<h2>Capacity by trip length</h2>
<table>
<thead>
<tr><th>Trip</th><th>Typical capacity</th><th>What fits</th></tr>
</thead>
<tbody>
<tr><td>Day hike</td><td>15 to 30 litres</td><td>Water, food, layers, first-aid kit</td></tr>
<tr><td>Overnight (1 to 2 nights)</td><td>30 to 50 litres</td><td>Compact shelter, sleeping bag and pad, stove</td></tr>
<tr><td>Multi-day (3 to 5 nights)</td><td>50 to 70 litres</td><td>More food and fuel, extra clothing</td></tr>
<tr><td>Extended or winter (5+ nights)</td><td>70 litres and above</td><td>Bulky winter bag, cold-weather layers, extra food</td></tr>
</tbody>
</table>
<h2>Things that push you up a size</h2>
<ul>
<li><strong>Winter trips:</strong> warmer sleeping bags and jackets take up much more space.</li>
<li><strong>Bulky gear:</strong> older or budget equipment packs down less.</li>
<li><strong>Carrying shared gear:</strong> if you carry the tent or cook kit for a group.</li>
<li><strong>Bear canisters:</strong> required in some parks and awkward to pack.</li>
<li><strong>Children's gear:</strong> parents often end up carrying more.</li>
</ul>
<h2>Things that let you go smaller</h2>
<ul>
<li>Lightweight, compressible gear</li>
<li>Resupply points along the route</li>
<li>Warm, dry weather</li>
</ul>
<blockquote>A half-empty large pack is easier to live with than an overstuffed small one, but every extra litre adds weight to the pack itself. Aim for a pack you can fill without anything strapped to the outside.</blockquote>
<h2>Try before you buy</h2>
<p>Bring your own gear to one of our stores and pack it into a few sizes. Remember that capacity is only half the story: the pack must also match your <em>torso length</em>, so check the fit before deciding.</p>`,
    tags: ["capacity", "litres", "trip planning", "backpacks"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 47,
    notHelpfulCount: 11,
    publishedDaysAgo: 180,
    updatedDaysAgo: 95,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 90,
  },
];
