import type { Route } from "./+types/uploads";
import { uploadRoute } from "~/http/api/router.server";

/** /api/uploads/ — multipart `file` in, {secure_url, …} out. */
export const loader = (args: Route.LoaderArgs) => uploadRoute(args);
export const action = (args: Route.ActionArgs) => uploadRoute(args);
