import type { DemoCategory } from "./demoTypes.ts";

export const demoCategories: DemoCategory[] = [
  {
    slug: "orders-shipping",
    name: "Orders & Shipping",
    description:
      "Track an order, shipping options and times, changing or cancelling an order, and international delivery.",
    displayOrder: 0,
  },
  {
    slug: "returns-refunds",
    name: "Returns & Refunds",
    description:
      "Our 60-day return policy, how to send something back, exchanges, and when your refund arrives.",
    displayOrder: 1,
  },
  {
    slug: "warranty-repairs",
    name: "Warranty & Repairs",
    description: "Lifetime warranty claims, our repair service, and fixing common gear problems yourself.",
    displayOrder: 2,
  },
  {
    slug: "tent-setup-care",
    name: "Tent Setup & Care",
    description: "Pitching, guying out, seam sealing, condensation, cleaning and storing your tent.",
    displayOrder: 3,
  },
  {
    slug: "sleeping-bags-pads",
    name: "Sleeping Bags & Pads",
    description: "Temperature ratings, washing down, R-values, and finding and patching pad leaks.",
    displayOrder: 4,
  },
  {
    slug: "backpacks",
    name: "Backpacks",
    description:
      "Fitting a pack to your torso, adjusting the hip belt, packing well, and hydration reservoirs.",
    displayOrder: 5,
  },
  {
    slug: "stoves-cooking",
    name: "Stoves & Cooking",
    description:
      "Canister and liquid-fuel stoves, priming and lighting, fuel rules for travel, and camp kitchen care.",
    displayOrder: 6,
  },
  {
    slug: "your-account",
    name: "Your Account",
    description:
      "Signing in, passwords, order history, email preferences, rewards points and closing your account.",
    displayOrder: 7,
  },
];
