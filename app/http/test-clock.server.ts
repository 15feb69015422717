/**
 * The journeys' clock (decision 028): with TEST_CLOCK_CONTROL=1 an administrator may move the app's
 * clock forward, so that a journey sees an article scheduled two minutes ahead appear without waiting
 * two minutes, through the real schedule job. Without the variable the address does not exist (404).
 * The journeys run the production build, so NODE_ENV cannot be the switch: the variable is.
 */
import type { AppLoadContext } from "react-router";
import { setClockOffset } from "~/db/time";
import { requireAdmin } from "~/http/auth/guard.server";
import { readFormData } from "~/http/form-data.server";

export async function moveTestClock(args: { request: Request; context: AppLoadContext }) {
  if (!args.context.services.config.TEST_CLOCK_CONTROL) return new Response(null, { status: 404 });
  await requireAdmin(args, "signedIn");
  const form = await readFormData(args.request);
  const offset = Number(form.get("offset_ms"));
  if (!Number.isSafeInteger(offset) || Math.abs(offset) > 365 * 24 * 60 * 60 * 1000) {
    return new Response(null, { status: 400 });
  }
  setClockOffset(offset);
  return Response.json({ offset_ms: offset, now: new Date(Date.now() + offset).toISOString() });
}
