import type { DemoArticle } from "../demoTypes.ts";

export const articles: DemoArticle[] = [
  {
    slug: "how-to-track-your-order",
    title: "How to Track Your Order",
    summary: "Find your tracking number and follow your package from our warehouse to your doorstep.",
    categorySlug: "orders-shipping",
    contentHtml: `<p>As soon as your order leaves our warehouse, we email you a shipping confirmation with a tracking number and a link to the carrier's tracking page. Most orders ship within <strong>1 business day</strong>, so you should hear from us quickly.</p>
<h2>Where to find your tracking number</h2>
<ol>
<li>Open the shipping confirmation email with the subject line "Your Cairn gear is on the way".</li>
<li>Or sign in to your account, go to <strong>Order history</strong>, and select the order.</li>
<li>Click <strong>Track package</strong> next to each shipment. If your order shipped in more than one box, each box has its own tracking number.</li>
</ol>
<p>No account? Use our guest order lookup with your order number and the email address you checked out with. Order numbers look like this:</p>
<pre><code>Order number:    CRN-2024-0081734
Tracking (UPS):  1Z 999 AA1 01 2345 6784
Tracking (USPS): 9400 1000 0000 0000 0000 00</code></pre>
<h2>Understanding tracking statuses</h2>
<ul>
<li><strong>Label created</strong> means we've packed your gear and printed the label, but the carrier hasn't scanned it yet. This can last up to 24 hours.</li>
<li><strong>In transit</strong> means the package is moving through the carrier's network.</li>
<li><strong>Out for delivery</strong> means it's on the truck and should arrive today.</li>
<li><strong>Delivered</strong> means the carrier has marked it as dropped off.</li>
</ul>
<h2>My tracking hasn't updated</h2>
<p>Tracking sometimes pauses for a day or two, especially over weekends and holidays or when a package crosses a long distance between hubs. If there has been no movement for <em>five business days</em>, contact us and we'll open a trace with the carrier.</p>
<blockquote>Marked as delivered but not at your door? Check with neighbors and around your porch or mailroom, then wait 24 hours. Carriers occasionally scan a package as delivered a little early. If it still hasn't turned up, let us know and we'll make it right.</blockquote>`,
    tags: ["tracking", "order status", "delivery"],
    status: "published",
    featured: true,
    coverImage: "forest-trail.svg",
    coverImagePosition: 40,
    helpfulCount: 112,
    notHelpfulCount: 9,
    publishedDaysAgo: 300,
    updatedDaysAgo: 40,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 30,
  },
  {
    slug: "shipping-methods-times-and-costs",
    title: "Shipping Methods, Delivery Times and Costs",
    summary:
      "Compare Standard, Expedited and Overnight shipping, and see how to get free shipping on orders over $75.",
    categorySlug: "orders-shipping",
    contentHtml: `<p>We ship from our distribution center in Salt Lake City, Utah, to all 50 states, APO/FPO addresses and U.S. territories. Choose your shipping method at checkout; the estimated delivery date updates as you pick an option.</p>
<h2>Rates and delivery windows</h2>
<table>
<thead>
<tr><th>Method</th><th>Delivery time</th><th>Cost</th></tr>
</thead>
<tbody>
<tr><td>Standard Ground</td><td>3-7 business days</td><td>$6.95, or <strong>free on orders over $75</strong></td></tr>
<tr><td>Expedited</td><td>2-3 business days</td><td>$14.95</td></tr>
<tr><td>Overnight</td><td>1 business day</td><td>$29.95</td></tr>
<tr><td>Oversize (kayaks, large shelters)</td><td>5-10 business days</td><td>Calculated at checkout</td></tr>
</tbody>
</table>
<p>Delivery times start once your order ships, not when you place it. Orders placed before <strong>1 p.m. Mountain Time</strong> on a business day usually ship the same day.</p>
<h2>How free shipping works</h2>
<ul>
<li>The $75 threshold is based on your merchandise subtotal after discounts, before tax.</li>
<li>Gift card purchases don't count toward the threshold.</li>
<li>Free shipping applies to Standard Ground only. You can still upgrade to a faster method and pay the difference.</li>
<li>Oversize items and freight deliveries are excluded.</li>
</ul>
<h2>Things that can slow delivery</h2>
<p>Alaska, Hawaii, and P.O. boxes are served by USPS and can take an extra 2-4 days. Hazardous materials such as <em>fuel canisters and bear spray</em> can only travel by ground, so they are not eligible for Expedited or Overnight shipping, even if the rest of your order is.</p>
<h2>Holidays and peak season</h2>
<p>Carriers don't pick up or deliver on federal holidays, and between Thanksgiving and New Year transit can take a day or two longer than usual. Every November we post the last order dates for holiday delivery on the home page. If a delivery date matters, order early and choose Expedited or Overnight.</p>
<blockquote>Heading out on a trip soon? Choose Expedited and add a note with your departure date. We can't guarantee carrier timing, but we'll make sure your gear leaves the building first.</blockquote>`,
    tags: ["shipping", "free shipping", "delivery times", "rates"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 87,
    notHelpfulCount: 6,
    publishedDaysAgo: 380,
    updatedDaysAgo: 85,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 80,
    seoTitle: "Shipping Options, Delivery Times & Costs | Cairn",
    seoDescription:
      "See Cairn shipping rates and delivery windows for Standard, Expedited and Overnight, plus free Standard shipping on orders over $75.",
  },
  {
    slug: "international-shipping-customs-duties",
    title: "International Shipping and Customs Duties",
    summary:
      "Which countries we ship to, how long international delivery takes, and who pays import duties and taxes.",
    categorySlug: "orders-shipping",
    contentHtml: `<p>We ship to Canada, the United Kingdom, most of the European Union, Australia, New Zealand and Japan. If your country isn't listed at checkout, we're not able to ship there yet.</p>
<h2>Delivery times and costs</h2>
<ul>
<li><strong>International Standard</strong>: 7-14 business days, from $19.95.</li>
<li><strong>International Express</strong>: 3-6 business days, from $39.95.</li>
</ul>
<p>The exact rate depends on package weight and destination and is shown before you pay. Free shipping over $75 applies to U.S. addresses only.</p>
<h2>Customs duties and import taxes</h2>
<p>For most destinations we collect duties and taxes at checkout, so the total you see is the total you pay. This is called <strong>Delivered Duty Paid (DDP)</strong>, and it means no surprise bills from the courier when your package arrives.</p>
<p>For a few destinations, duties are collected on delivery instead (<em>Delivered Duty Unpaid</em>). When that's the case, checkout says so clearly. The carrier will contact you to pay before handing over the package, and may add a small brokerage fee.</p>
<p>Every package carries a commercial invoice listing each item's value and its harmonized tariff code, which customs offices use to decide the duty rate. We declare the actual price you paid; we can't mark orders as gifts or list lower values.</p>
<h2>Restricted items</h2>
<p>Some gear can't cross borders by air:</p>
<ul>
<li>Fuel canisters, white gas and lithium batteries shipped on their own</li>
<li>Bear spray and other pepper sprays</li>
<li>Knives over a certain blade length for some countries</li>
</ul>
<p>These items are removed from international carts automatically.</p>
<blockquote>Refused packages are returned to us, and the original shipping charge and any duties paid at delivery are not refundable. If you're unsure about local rules, check with your country's customs office before ordering.</blockquote>`,
    tags: ["international", "customs", "duties", "shipping"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 34,
    notHelpfulCount: 11,
    publishedDaysAgo: 260,
    updatedDaysAgo: 50,
    verificationInterval: "1-month",
    lastVerifiedDaysAgo: 45,
  },
  {
    slug: "change-or-cancel-an-order",
    title: "Changing or Cancelling an Order",
    summary:
      "You have a short window after checkout to edit an address, swap a size or cancel your order entirely.",
    categorySlug: "orders-shipping",
    contentHtml: `<p>Our warehouse team moves fast, which is great for getting gear to you but means the window to make changes is short. You can edit or cancel an order for <strong>30 minutes after checkout</strong>, as long as it hasn't started processing.</p>
<h2>How to edit or cancel</h2>
<ol>
<li>Sign in and open <strong>Order history</strong>, or use the link in your order confirmation email.</li>
<li>Select the order. If it can still be changed, you'll see <strong>Edit order</strong> and <strong>Cancel order</strong> buttons.</li>
<li>To edit, you can change the shipping address, shipping method, or the size or color of an item.</li>
<li>To cancel, choose a reason and confirm. You'll get an email confirming the order was cancelled.</li>
</ol>
<p>If the buttons are gone, the order is already being picked and packed. We can't stop it at that point, but you have options.</p>
<h2>After your order ships</h2>
<ul>
<li><strong>Wrong item or size:</strong> let it arrive and start a free exchange or return from your account.</li>
<li><strong>Wrong address:</strong> contact us right away. We can ask the carrier to reroute the package, though this isn't always possible and may take a few extra days.</li>
<li><strong>Don't want it anymore:</strong> refuse the delivery or return it within our return window.</li>
</ul>
<h2>What happens to your payment</h2>
<p>We only authorize your card at checkout; the charge is captured when the order ships. If you cancel in time, the authorization simply drops off, usually within 3-5 business days depending on your bank. <em>Orders paid with a gift card are credited back to the gift card immediately.</em></p>
<blockquote>Need to add something you forgot? It's usually faster to place a second order than to edit the first. If both orders ship the same day, we'll try to pack them together.</blockquote>`,
    tags: ["cancel", "change order", "edit address"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 65,
    notHelpfulCount: 14,
    publishedDaysAgo: 210,
    updatedDaysAgo: 70,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 60,
  },
  {
    slug: "gift-cards-buying-and-redeeming",
    title: "Buying and Redeeming Gift Cards",
    summary: "How to buy a digital or physical gift card, check a balance and apply it at checkout.",
    categorySlug: "orders-shipping",
    contentHtml: `<p>Not sure whether your favorite hiker needs a new headlamp or a lighter sleeping pad? A Cairn gift card lets them choose. Gift cards come in two formats and never expire.</p>
<h2>Digital or physical</h2>
<ul>
<li><strong>eGift cards</strong> are emailed to the recipient on the date you choose, from $10 to $500. You can add a personal message, and they arrive within minutes of the scheduled time.</li>
<li><strong>Physical gift cards</strong> ship free in a recycled kraft envelope, from $25 to $500. They travel by Standard Ground and can't be combined with expedited shipping.</li>
</ul>
<h2>Redeeming a gift card</h2>
<ol>
<li>Add items to your cart and go to checkout.</li>
<li>On the payment step, select <strong>Add a gift card</strong>.</li>
<li>Enter the 16-digit card number and the 4-digit PIN from the back of the card or the email.</li>
<li>The balance is applied to your order. If the order costs more than the card, pay the rest with another payment method.</li>
</ol>
<p>You can use up to five gift cards on a single order. Gift cards are also accepted in all of our retail stores.</p>
<h2>Checking your balance</h2>
<p>Enter the card number and PIN on the <strong>Gift card balance</strong> page, or ask any store associate. Any remaining balance stays on the card for your next purchase.</p>
<h2>Lost or stolen cards</h2>
<p>Treat gift cards like cash. If you still have the original purchase receipt or confirmation email, contact us and we can usually freeze the remaining balance and reissue it to a new card.</p>
<blockquote><em>Please note:</em> gift cards can't be redeemed for cash except where required by law, and they can't be used to buy other gift cards.</blockquote>`,
    tags: ["gift cards", "egift", "balance", "payment"],
    status: "published",
    featured: false,
    coverImage: "campfire-night.svg",
    coverImagePosition: 65,
    helpfulCount: 41,
    notHelpfulCount: 3,
    publishedDaysAgo: 150,
    updatedDaysAgo: 20,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 20,
  },
  {
    slug: "split-and-backordered-shipments",
    title: "Why Did My Order Arrive in Separate Packages?",
    summary:
      "Orders with items from different warehouses or backordered items may ship in more than one box.",
    categorySlug: "orders-shipping",
    contentHtml: `<p>If part of your order arrived and the rest is still on its way, don't worry: nothing has been lost. Some orders ship as a <strong>split shipment</strong>, and you only ever pay shipping once.</p>
<h2>Why orders get split</h2>
<ul>
<li><strong>Multiple warehouses.</strong> Large or oversize items like canoes and basecamp tents often ship from a different facility than smaller gear.</li>
<li><strong>Backordered items.</strong> If an item was marked "Backordered" at checkout, we send everything else now and the backordered item as soon as it arrives from the manufacturer.</li>
<li><strong>Hazardous materials.</strong> Fuel canisters and bear spray must travel by ground in separate, labeled packaging.</li>
<li><strong>Ship-from-store.</strong> Occasionally a nearby store fills part of your order to get it to you faster.</li>
</ul>
<h2>Tracking each package</h2>
<p>You'll get a separate shipping email for every package, each with its own tracking number. In <strong>Order history</strong>, each shipment is listed with the items inside it, so you can see exactly what's still to come.</p>
<p>Split shipments are most common when an order mixes in-stock gear with backordered items, or includes fuel canisters, which must travel by ground on their own.</p>
<h2>About backorders</h2>
<p>The expected ship date for a backordered item is shown on the product page and in your order. We only charge you for a backordered item when it ships. If the date slips by more than two weeks, we'll email you and you can choose to keep waiting or cancel that item with no charge.</p>
<blockquote><em>Tip:</em> if you'd rather receive everything together, remove the backordered item and place a separate order for it later. We can't hold in-stock items back once an order is placed.</blockquote>`,
    tags: ["backorder", "split shipment", "multiple packages"],
    status: "draft",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 0,
    notHelpfulCount: 0,
    publishedDaysAgo: 25,
    updatedDaysAgo: 3,
    verificationInterval: "none",
    lastVerifiedDaysAgo: null,
  },
];
