import type { Route } from "./+types/chat-feedback";
import { handleFeedbackPost, methodNotAllowed } from "~/http/chat.server";

/** POST /api/chat/feedback/ {id, helpful} — the visitor's Oui/Non on one of their answers. */
export const action = (args: Route.ActionArgs) => handleFeedbackPost(args);

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request);
