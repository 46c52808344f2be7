import type { DemoArticle } from "../demoTypes.ts";

export const articles: DemoArticle[] = [
  {
    slug: "our-60-day-return-policy",
    title: "Our 60-Day Return Policy",
    summary: "Return most unused gear within 60 days of delivery for a full refund or exchange.",
    categorySlug: "returns-refunds",
    contentHtml: `<p>We want you to love your gear on the trail, not just in the box. If something isn't right, you can return it within <strong>60 days of delivery</strong> for a full refund to your original payment method or an exchange.</p>
<h2>What qualifies</h2>
<ul>
<li>Items in new, unused condition with original tags and packaging</li>
<li>Gear you've tried on indoors or set up once in your living room to check the fit</li>
<li>Items bought on cairn.com, by phone, or in any Cairn store</li>
</ul>
<p>Cairn Rewards members get an extended <strong>90-day window</strong> on full-price items.</p>
<h2>What doesn't qualify</h2>
<ul>
<li>Gear that has clearly been used outdoors (dirt, wear, smoke smell). See our separate article on returning used gear, as defects are still covered by the warranty.</li>
<li>Opened fuel canisters, food, and personal care items such as sunscreen</li>
<li>Items marked <em>Final Sale</em>, including "Garage Sale" and clearance gear</li>
<li>Custom-cut rope, cord, or fabric sold by the foot</li>
<li>Gift cards</li>
</ul>
<h2>How the 60 days are counted</h2>
<p>The clock starts on the day the carrier marks your package as delivered, or on the purchase date for in-store purchases. For holiday gifts bought between November 1 and December 24, the return window runs until <strong>January 31</strong>.</p>
<h2>Returns are free</h2>
<p>Every online order includes a prepaid return label at no charge, and you can also drop returns at any Cairn store. Original shipping charges aren't refunded unless the item was defective or we made a mistake with your order.</p>
<blockquote>Not sure if your item qualifies? Start the return anyway. Our returns team reviews every item and will reach out before declining anything.</blockquote>`,
    tags: ["return policy", "60 days", "eligibility"],
    status: "published",
    featured: true,
    coverImage: "backpack-peaks.svg",
    coverImagePosition: 55,
    helpfulCount: 118,
    notHelpfulCount: 7,
    publishedDaysAgo: 395,
    updatedDaysAgo: 30,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 10,
  },
  {
    slug: "how-to-start-a-return",
    title: "How to Start a Return",
    summary: "Start a return online in a few minutes and print a free prepaid shipping label.",
    categorySlug: "returns-refunds",
    contentHtml: `<p>Starting a return takes just a few minutes, and the shipping label is on us. You'll need your order number and the email address used at checkout.</p>
<h2>Step by step</h2>
<ol>
<li>Go to <strong>Order history</strong> in your account, or open our returns portal and enter your order number and email.</li>
<li>Select the items you want to return and choose a reason for each. Reasons help our buyers spot sizing or quality problems.</li>
<li>Choose <strong>Refund</strong> or <strong>Exchange</strong>.</li>
<li>Pick how you'll ship it: print a <strong>prepaid label</strong>, or get a QR code to show at a UPS Store so you don't need a printer.</li>
<li>Pack the items securely, ideally in the original box, and attach the label over any old barcodes.</li>
<li>Drop the package at any UPS location within <strong>14 days</strong>, before the label expires.</li>
</ol>
<h2>Packing tips</h2>
<ul>
<li>Return tents and sleeping bags in their stuff sacks so nothing gets lost.</li>
<li>Include all accessories: stakes, guy lines, repair kits and manuals.</li>
<li>Don't tape over the carrier barcode. A single unreadable label can delay a return by weeks.</li>
<li>One label per box. If you're returning several bulky items, request extra labels in the portal.</li>
</ul>
<h2>Returning in store</h2>
<p>Prefer to skip the packing? Bring the item and your order confirmation to any Cairn store. Store returns are processed on the spot, and exchanges can go home with you the same day if the item is in stock.</p>
<blockquote><em>Lost your label?</em> Open the return again from Order history and select <strong>Reprint label</strong>. The tracking number stays the same, so we can follow your package all the way to our returns center.</blockquote>`,
    tags: ["return", "prepaid label", "returns portal"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 96,
    notHelpfulCount: 12,
    publishedDaysAgo: 340,
    updatedDaysAgo: 130,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 120,
  },
  {
    slug: "when-will-i-get-my-refund",
    title: "When Will I Get My Refund?",
    summary:
      "Refunds are issued to your original payment method within 5-10 business days of your return reaching us.",
    categorySlug: "returns-refunds",
    contentHtml: `<p>Once your return arrives at our returns center, we inspect it and issue your refund. Here's what the timeline looks like from drop-off to your statement.</p>
<h2>The refund timeline</h2>
<ol>
<li><strong>In transit (3-7 days):</strong> your package travels to our returns center. You can follow it with the tracking number on your label.</li>
<li><strong>Processing (1-3 days):</strong> we check in the items and confirm their condition. You'll get an email when your refund is issued.</li>
<li><strong>Bank posting (5-10 business days):</strong> the refund goes to your <strong>original payment method</strong>. How quickly it appears depends on your bank or card issuer.</li>
</ol>
<h2>How refunds are paid</h2>
<ul>
<li><strong>Credit or debit card:</strong> refunded to the same card. If the card has been replaced, your bank will route the refund to the new one.</li>
<li><strong>PayPal:</strong> usually appears within 1-2 days of issue.</li>
<li><strong>Gift card:</strong> credited back to the original gift card, or to a new eGift card if the old one was used up.</li>
<li><strong>Split payments:</strong> refunded to each method in the same proportion you paid.</li>
<li><strong>Store purchases:</strong> refunded to the card you used in store, or as cash for cash purchases under $100.</li>
</ul>
<h2>Partial refunds</h2>
<p>If you used a promo code, the discount is divided across the items in your order, so the refund for one item reflects the price you actually paid. Original shipping is refunded only when the return is due to our error or a defect.</p>
<h2>Still waiting?</h2>
<p>If it's been more than <em>10 business days</em> since your "refund issued" email, check with your bank first: pending credits are sometimes listed separately. Then contact us with your order number and we'll send you the refund reference so your bank can trace it.</p>`,
    tags: ["refund", "refund timing", "payment"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 104,
    notHelpfulCount: 18,
    publishedDaysAgo: 320,
    updatedDaysAgo: 22,
    verificationInterval: "1-month",
    lastVerifiedDaysAgo: 22,
  },
  {
    slug: "exchange-for-a-different-size",
    title: "Exchanging an Item for a Different Size",
    summary: "Swap boots, apparel or packs for a different size or color with free shipping both ways.",
    categorySlug: "returns-refunds",
    contentHtml: `<p>Boots that pinch or a pack with the wrong torso length? An exchange is the fastest way to get the right fit, and shipping is free in both directions.</p>
<h2>How to exchange online</h2>
<ol>
<li>Start a return from <strong>Order history</strong> and choose <strong>Exchange</strong> as the resolution.</li>
<li>Pick the new size or color. You can exchange for the same item only; for a different product, return the original and place a new order.</li>
<li>Choose <strong>Instant exchange</strong> to have the replacement ship right away, or <strong>Standard exchange</strong> to have it ship when your return is scanned by the carrier.</li>
<li>Print the prepaid label and drop off the original within 14 days.</li>
</ol>
<h2>Instant vs. standard exchange</h2>
<ul>
<li><strong>Instant exchange</strong> places a temporary hold on your card for the value of the new item. The hold is released once we receive your return. If we don't receive it within 30 days, the hold is charged.</li>
<li><strong>Standard exchange</strong> needs no hold, but the new size ships a few days later.</li>
</ul>
<h2>Finding the right size the second time</h2>
<p>Check the size chart on the product page and read fit notes from other customers. For footwear, try boots on in the afternoon, when feet are slightly swollen, and wear the socks you hike in. For packs, measure your <em>torso length</em> from the bony bump at the base of your neck to the top of your hip bones.</p>
<h2>If the size is sold out</h2>
<p>When the size you want isn't in stock, we'll let you know in the portal. You can choose a refund instead or sign up for a back-in-stock alert and return the original now.</p>
<blockquote>Price changed since you bought it? Exchanges for the same item are always even swaps. We won't charge more, even if the price has gone up.</blockquote>`,
    tags: ["exchange", "sizing", "fit"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 58,
    notHelpfulCount: 4,
    publishedDaysAgo: 240,
    updatedDaysAgo: 60,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 45,
  },
  {
    slug: "returning-used-gear",
    title: "Returning Used or Worn Gear",
    summary:
      "What happens when you return gear that has been used outdoors, and when a warranty claim is the better route.",
    categorySlug: "returns-refunds",
    contentHtml: `<p>Our 60-day policy is built for gear in new condition. But sometimes you don't know a sleeping pad is too narrow or a jacket is too warm until you've taken it out. Here's how we handle items that have seen some dirt.</p>
<h2>How we assess condition</h2>
<p>Every returned item is inspected and graded by our returns team:</p>
<ul>
<li><strong>Like new:</strong> no signs of outdoor use. Full refund.</li>
<li><strong>Lightly used:</strong> one or two outings, clean, no damage. Full refund within 60 days, at our discretion.</li>
<li><strong>Well used:</strong> visible wear, stains, odors, or damage from use. Not eligible for a refund; we'll return the item to you at no cost.</li>
</ul>
<p>Gently used items we accept go to our <em>Re-Gear</em> program, where they're cleaned and resold at a discount instead of going to a landfill.</p>
<h2>Help us help you</h2>
<ul>
<li>Clean and fully dry tents, sleeping bags and packs before returning them. Damp gear can grow mold in transit.</li>
<li>Empty fuel bottles and stoves completely. We can't accept items that smell of fuel.</li>
<li>Include every component, such as stakes, pole sets, and stuff sacks.</li>
</ul>
<h2>Defects aren't the same as wear</h2>
<p>If your gear failed because of a defect, such as a seam that split on the first trip or a buckle that cracked in normal use, that's covered by our lifetime warranty no matter how long ago you bought it. A warranty claim is often the better route for used gear, since the 60-day clock doesn't apply.</p>
<blockquote>Not sure whether to return or file a warranty claim? Start a return and describe the problem. If it looks like a defect, our team will move it to the warranty process for you.</blockquote>`,
    tags: ["used gear", "condition", "return"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 27,
    notHelpfulCount: 16,
    publishedDaysAgo: 60,
    updatedDaysAgo: 60,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "returning-a-gift",
    title: "Returning a Gift",
    summary:
      "Return or exchange a gift without the gift giver being notified, and receive the value as an eGift card.",
    categorySlug: "returns-refunds",
    contentHtml: `<p>Received a tent that's a little too big or a jacket in the wrong color? You can return or exchange a gift without needing the original order details from the person who gave it to you.</p>
<h2>What you'll need</h2>
<ul>
<li>The <strong>gift receipt</strong> or packing slip included in the box, or</li>
<li>The order number, which the gift giver can share from their confirmation email</li>
</ul>
<p>No receipt at all? Visit any Cairn store with the item. We can often look up the purchase from the product barcode.</p>
<h2>Starting a gift return</h2>
<ol>
<li>Open the returns portal and select <strong>I received a gift</strong>.</li>
<li>Enter the gift receipt number or the order number and the shipping ZIP code.</li>
<li>Choose the items and pick either an <strong>exchange</strong> or an <strong>eGift card</strong>.</li>
<li>Enter your own email address so we can send the label and the eGift card to you.</li>
<li>Print the prepaid label and drop the package off at any UPS location.</li>
</ol>
<h2>How the value is paid</h2>
<p>Gift returns are issued as an eGift card in your name, for the price the giver paid, including any discounts they used. The gift giver is <strong>not notified</strong> and doesn't receive a refund. If you'd like the refund to go to the original card instead, the giver needs to start the return themselves.</p>
<h2>Holiday gifts</h2>
<p>Gifts bought between November 1 and December 24 can be returned until <em>January 31</em>, so there's no rush during the holidays.</p>
<blockquote>Gift registries work the same way: items bought from a Cairn registry are always treated as gifts, and the registrant can return or exchange them privately.</blockquote>`,
    tags: ["gift return", "gift receipt", "egift card"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 19,
    notHelpfulCount: 2,
    publishedDaysAgo: 110,
    updatedDaysAgo: 45,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 15,
  },
];
