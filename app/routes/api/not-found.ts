import type { Route } from "./+types/not-found";
import { detectLocale } from "~/i18n/detect";
import { translatorFor } from "~/i18n/catalogues.server";
import { apiError } from "~/http/responses.server";

/** Unknown API paths answer JSON, never the HTML error page. */
const notFound = ({ request }: { request: Request }) =>
  apiError(404, translatorFor(detectLocale(request).locale)("api.errors.notFound"));

export const loader = (args: Route.LoaderArgs) => notFound(args);
export const action = (args: Route.ActionArgs) => notFound(args);
