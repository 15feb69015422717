import type { Route } from "./+types/chat";
import { handleChatPost, methodNotAllowed } from "~/http/chat.server";

/** POST /api/chat/ — the same chat service as /chat, under the REST API. */
export const action = (args: Route.ActionArgs) => handleChatPost(args);

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request);
