import { redirect } from "react-router";
import { PAGES } from "~/lib/paths";

/** §2: the index route redirects to /actualites, keeping a language choice. */
export function loader({ request }: { request: Request }) {
  const { search } = new URL(request.url);
  return redirect(`${PAGES.news}${search}`);
}
