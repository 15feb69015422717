import type { Route } from "./+types/chat";
import { handleChatPost, methodNotAllowed } from "~/http/chat.server";

/** POST /chat {message, language?} → {response, language, suggestions, links, id} (§7 chat service). */
export const action = (args: Route.ActionArgs) => handleChatPost(args);

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request);
