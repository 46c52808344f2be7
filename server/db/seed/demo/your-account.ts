import type { DemoArticle } from "../demoTypes.ts";

export const articles: DemoArticle[] = [
  {
    slug: "reset-your-password",
    title: "Reset Your Password",
    summary:
      "Forgotten your Cairn password? Request a reset link by email and choose a new password in a few minutes.",
    categorySlug: "your-account",
    contentHtml: `<p>If you cannot remember your password, you can set a new one at any time. You will need access to the email address linked to your Cairn account.</p>
<h2>How to reset your password</h2>
<ol>
<li>Go to the <strong>Sign in</strong> page and select <strong>Forgot your password?</strong></li>
<li>Enter the email address you use for your account and select <strong>Send reset link</strong>.</li>
<li>Open the email from Cairn and select the link. For your security, it expires after <strong>60 minutes</strong> and can only be used once.</li>
<li>Choose a new password and confirm it.</li>
<li>Sign in with your new password.</li>
</ol>
<h2>Choosing a strong password</h2>
<ul>
<li>Use at least 12 characters. A short phrase of several random words is easy to remember and hard to guess.</li>
<li>Do not reuse a password you use anywhere else.</li>
<li>A password manager can create and remember strong passwords for you.</li>
</ul>
<h2>Didn't receive the email?</h2>
<ul>
<li>Wait a few minutes and check your spam or junk folder.</li>
<li>Make sure you typed the same email address you registered with. If you have more than one address, try the others.</li>
<li>Add our address to your contacts so future emails are not filtered.</li>
<li>If the link has expired, simply request a new one. Only the most recent link works.</li>
</ul>
<h2>Changing your password while signed in</h2>
<p>If you know your current password and just want to change it, go to <em>Account &gt; Sign-in &amp; security</em> and select <strong>Change password</strong>. You can also turn on two-step verification there, using a text message or an authenticator app.</p>
<blockquote>We will never ask for your password by email, phone or chat. If someone does, do not share it, and let us know.</blockquote>
<p>Resetting your password signs you out on all other devices. If you think someone else has accessed your account, reset your password straight away and contact our customer service team.</p>`,
    tags: ["password", "sign in", "security", "account"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 76,
    notHelpfulCount: 15,
    publishedDaysAgo: 400,
    updatedDaysAgo: 50,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 45,
  },
  {
    slug: "email-preferences-newsletter",
    title: "Update Your Email Preferences and Newsletter Subscriptions",
    summary:
      "Choose which emails you get from Cairn, from the weekly newsletter to trip ideas and sale alerts, or unsubscribe completely.",
    categorySlug: "your-account",
    contentHtml: `<p>You are in control of what lands in your inbox. You can change your email preferences at any time, and changes take effect within 48 hours.</p>
<h2>Managing your preferences</h2>
<ol>
<li>Sign in and go to <strong>Account &gt; Communication preferences</strong>.</li>
<li>Tick or untick the types of email you want to receive.</li>
<li>Select <strong>Save preferences</strong>.</li>
</ol>
<p>The options include:</p>
<ul>
<li><strong>The Cairn newsletter:</strong> a weekly round-up of new arrivals, gear guides and trail stories.</li>
<li><strong>Sales and offers:</strong> notice of seasonal sales and member-only discounts.</li>
<li><strong>Back in stock alerts:</strong> for products you have asked us to watch.</li>
<li><strong>Events:</strong> workshops, group hikes and talks at your local store.</li>
<li><strong>Rewards updates:</strong> your points balance and expiring vouchers.</li>
</ul>
<h2>Unsubscribing from everything</h2>
<p>Every marketing email has an <em>Unsubscribe</em> link at the bottom. Selecting it removes you from all marketing emails in one step; you do not need to sign in.</p>
<blockquote>Unsubscribing from marketing does not stop service emails. You will still receive order confirmations, shipping updates, return and refund notices and security messages, because they are part of your purchases.</blockquote>
<h2>Changing the email address we use</h2>
<p>To send emails to a different address, go to <strong>Account &gt; Sign-in &amp; security</strong> and update your email address. We will send a confirmation link to the new address, and the change applies once you select it.</p>
<h2>Still getting emails you did not ask for?</h2>
<ul>
<li>Check whether you have more than one Cairn account under different email addresses.</li>
<li>Emails already scheduled may arrive for up to two days after you change your settings.</li>
<li>If you subscribed in a store without an online account, use the unsubscribe link in any email.</li>
</ul>`,
    tags: ["email", "newsletter", "unsubscribe", "preferences"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 18,
    notHelpfulCount: 2,
    publishedDaysAgo: 240,
    updatedDaysAgo: 110,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 100,
  },
  {
    slug: "account-order-history",
    title: "View Your Order History",
    summary:
      "See every past online and in-store purchase in your Cairn account, download receipts and buy again.",
    categorySlug: "your-account",
    contentHtml: `<p>Your account keeps a record of everything you have bought from Cairn, so you can find a receipt, check a product name or reorder a favourite gas canister without searching your inbox.</p>
<h2>Finding your orders</h2>
<ol>
<li>Sign in and select <strong>Account &gt; Orders</strong>.</li>
<li>Your orders are listed newest first, with the date, order number, total and status.</li>
<li>Select an order to see its details: items, sizes and colours, delivery address, payment method and tracking.</li>
</ol>
<p>Use the filter at the top to show only <em>online</em> or <em>in-store</em> purchases, or to jump to a particular year.</p>
<h2>What you can do from an order</h2>
<ul>
<li><strong>Download a receipt or invoice</strong> as a PDF, useful for expense claims and warranty requests.</li>
<li><strong>Buy it again:</strong> add the same items to your basket in one click.</li>
<li><strong>Start a return</strong> for eligible items.</li>
<li><strong>Write a review</strong> of a product you have used.</li>
</ul>
<h2>In-store purchases</h2>
<p>Purchases made in our stores appear in your history when you give your email address or scan your rewards card at the till. They usually show up within 24 hours.</p>
<blockquote>Missing an in-store purchase? Send us a photo of the paper receipt within 90 days and we will add it to your account, along with the rewards points.</blockquote>
<h2>Orders placed as a guest</h2>
<p>If you checked out as a guest, the order is not linked to an account. Create an account using the <strong>same email address</strong>, and guest orders placed with that address in the last two years will be added automatically.</p>
<h2>How far back does it go?</h2>
<p>Your order history shows purchases from the last seven years. For anything older, contact customer service.</p>`,
    tags: ["order history", "receipts", "account", "purchases"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 42,
    notHelpfulCount: 5,
    publishedDaysAgo: 190,
    updatedDaysAgo: 30,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 20,
  },
  {
    slug: "rewards-membership-points",
    title: "Cairn Rewards: Earning and Redeeming Points",
    summary:
      "How Cairn Rewards membership works, how many points you earn on each purchase, and how to turn points into vouchers.",
    categorySlug: "your-account",
    contentHtml: `<p>Cairn Rewards is our free membership scheme. Every time you shop with us, online or in store, you earn points that turn into vouchers to spend on your next adventure.</p>
<h2>Joining</h2>
<p>Every Cairn account is automatically a Rewards membership. If you do not have an account yet, create one online or ask at the register in any store. There is no fee.</p>
<h2>Earning points</h2>
<ul>
<li><strong>1 point for every $1</strong> you spend on full-price and sale items.</li>
<li><strong>Double points</strong> on your birthday month and during member events.</li>
<li><strong>50 bonus points</strong> for writing a product review with a photo.</li>
<li><strong>Bonus points</strong> for using our repair service instead of replacing gear.</li>
</ul>
<p>Points are added once the return period for an order has passed, usually about 60 days after delivery. Points are not earned on gift cards, delivery charges or rentals.</p>
<h2>Redeeming points</h2>
<table>
<thead>
<tr><th>Points</th><th>Voucher</th></tr>
</thead>
<tbody>
<tr><td>500</td><td>$5</td></tr>
<tr><td>1,000</td><td>$12</td></tr>
<tr><td>2,000</td><td>$30</td></tr>
</tbody>
</table>
<p>Go to <strong>Account &gt; Rewards</strong>, choose a voucher and select <strong>Redeem</strong>. Vouchers can be used online or in store and are valid for 12 months.</p>
<h2>Checking your balance</h2>
<p>Your points balance and history appear under <em>Account &gt; Rewards</em>. In store, scan the digital card in the Cairn app.</p>
<blockquote>Points expire if your account has no purchases for 24 months. We will email you before that happens.</blockquote>
<h2>Points on gifts and shared orders</h2>
<p>Points always go to the account that placed the order, so presents you buy for friends still earn points for you. Points can't be moved between accounts or swapped for cash.</p>
<h2>Returns and points</h2>
<p>If you return an item, any points earned on it are removed. If you paid with a voucher, the voucher value is refunded as a new voucher.</p>`,
    tags: ["rewards", "membership", "points", "vouchers"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 53,
    notHelpfulCount: 10,
    publishedDaysAgo: 300,
    updatedDaysAgo: 65,
    verificationInterval: "6-months",
    lastVerifiedDaysAgo: 55,
  },
  {
    slug: "close-your-account",
    title: "Delete or Close Your Cairn Account",
    summary:
      "What happens when you close your Cairn account, how to request deletion, and what we keep for legal reasons.",
    categorySlug: "your-account",
    contentHtml: `<p>You can close your Cairn account at any time. Before you do, it is worth knowing what you will lose, because closing an account <strong>cannot be undone</strong>.</p>
<h2>What happens when you close your account</h2>
<ul>
<li>You will no longer be able to sign in or see your order history.</li>
<li>Any unused <strong>Rewards points and vouchers</strong> are cancelled and cannot be refunded.</li>
<li>Saved addresses, payment cards, wish lists and reviews are removed.</li>
<li>You are unsubscribed from all marketing emails.</li>
</ul>
<p>Warranty claims are still possible after closing, but you will need your own receipt as proof of purchase. Download any receipts you want to keep first.</p>
<h2>How to close your account</h2>
<ol>
<li>Make sure you have no open orders, returns or repairs. We cannot close an account until they are complete.</li>
<li>Spend or gift any remaining vouchers.</li>
<li>Sign in and go to <strong>Account &gt; Sign-in &amp; security</strong>.</li>
<li>Select <strong>Close my account</strong> and confirm with your password.</li>
<li>We will send a confirmation email. Your account is closed within 7 days.</li>
</ol>
<h2>What we keep</h2>
<p>We delete your personal data except for what the law requires us to keep. Order and payment records are kept for tax and accounting purposes, usually for <em>seven years</em>, then permanently erased.</p>
<blockquote>Only want fewer emails? You do not need to close your account. Change your communication preferences instead.</blockquote>
<h2>Requesting a copy of your data</h2>
<p>Under data protection law you can ask for a copy of the personal information we hold about you before closing. Send a request through the privacy form on our website; we will respond within 30 days.</p>
<h2>Changed your mind?</h2>
<p>Once closed, an account cannot be reopened, but you are welcome to create a new one with the same email address.</p>`,
    tags: ["close account", "delete", "privacy", "account"],
    status: "published",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 12,
    notHelpfulCount: 17,
    publishedDaysAgo: 160,
    updatedDaysAgo: 45,
    verificationInterval: "3-months",
    lastVerifiedDaysAgo: 40,
  },
  {
    slug: "saved-addresses-payment-methods",
    title: "Update Saved Addresses and Payment Methods",
    summary:
      "Add, edit or remove delivery addresses and payment cards saved to your Cairn account for faster checkout.",
    categorySlug: "your-account",
    contentHtml: `<p>Saving your addresses and payment cards makes checkout quicker. You can change them at any time from your account.</p>
<h2>Managing addresses</h2>
<ol>
<li>Sign in and go to <strong>Account &gt; Addresses</strong>.</li>
<li>Select <strong>Add a new address</strong>, or <strong>Edit</strong> next to an existing one.</li>
<li>Enter the details and select <strong>Save</strong>.</li>
<li>Choose <em>Set as default</em> to have it selected automatically at checkout.</li>
</ol>
<p>You can save up to ten addresses, such as home, work and a friend who receives parcels for you.</p>
<blockquote>Changing a saved address does not change orders you have already placed. Contact us quickly if an order is going to an old address.</blockquote>
<h2>Managing payment methods</h2>
<ol>
<li>Go to <strong>Account &gt; Payment methods</strong>.</li>
<li>Select <strong>Add a card</strong> and enter the card details. Your bank may ask you to confirm with a one-time code.</li>
<li>To remove a card, select <strong>Remove</strong> next to it.</li>
</ol>
<p>You cannot edit a card number. If your card is replaced or expires, add the new card and remove the old one.</p>
<h2>Keeping your details safe</h2>
<ul>
<li>We never store your full card number or security code. Cards are held by our payment provider.</li>
<li>We show only the card type, last four digits and expiry date.</li>
<li>PayPal, Apple Pay and Google Pay are chosen at checkout and are not saved here.</li>
</ul>
<h2>Addresses we can't ship some items to</h2>
<p>Fuel canisters and other hazardous items can't go to P.O. boxes or APO/FPO addresses. If your default address is one of these, checkout will ask you to choose a street address for those items.</p>
<h2>Billing address</h2>
<p>Your billing address must match the address your bank holds for the card. If a payment is declined, check this first.</p>`,
    tags: ["addresses", "payment methods", "checkout", "account"],
    status: "draft",
    featured: false,
    coverImage: null,
    coverImagePosition: 50,
    helpfulCount: 0,
    notHelpfulCount: 0,
    publishedDaysAgo: 25,
    updatedDaysAgo: 25,
    verificationInterval: "none",
    lastVerifiedDaysAgo: null,
  },
];
