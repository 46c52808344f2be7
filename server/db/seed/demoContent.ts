import { articles as backpacks } from "./demo/backpacks.ts";
import { articles as ordersShipping } from "./demo/orders-shipping.ts";
import { articles as returnsRefunds } from "./demo/returns-refunds.ts";
import { articles as sleepingBagsPads } from "./demo/sleeping-bags-pads.ts";
import { articles as stovesCooking } from "./demo/stoves-cooking.ts";
import { articles as tentSetupCare } from "./demo/tent-setup-care.ts";
import { articles as warrantyRepairs } from "./demo/warranty-repairs.ts";
import { articles as yourAccount } from "./demo/your-account.ts";
import type { DemoArticle } from "./demoTypes.ts";

export { demoCategories } from "./demoCategories.ts";

/** The bundled demo help center's articles, category by category in display order. */
export const demoArticles: DemoArticle[] = [
  ...ordersShipping,
  ...returnsRefunds,
  ...warrantyRepairs,
  ...tentSetupCare,
  ...sleepingBagsPads,
  ...backpacks,
  ...stovesCooking,
  ...yourAccount,
];
