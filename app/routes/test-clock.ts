import type { Route } from "./+types/test-clock";
import { moveTestClock } from "~/http/test-clock.server";

/** POST /__test/clock — journeys only (TEST_CLOCK_CONTROL): moves the app's clock (decision 028). */
export const action = (args: Route.ActionArgs) => moveTestClock(args);
export const loader = () => new Response(null, { status: 404 });
