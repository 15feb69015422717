import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { signedInAdmin } from "../../../tests/support/admin-requests";
import { getViewer } from "./guard.server";

const [sqlite] = testDatabases();

describe("the viewer of a request", () => {
  let opened: Awaited<ReturnType<typeof openTestServices>>;
  beforeAll(async () => {
    opened = await openTestServices(sqlite!);
  });
  afterAll(() => opened.dispose());

  it("is looked up once per request, however many loaders ask with their own copy of the Request", async () => {
    const { get, admin } = await signedInAdmin(opened);
    const context = { ...opened.context(), perRequest: new Map<symbol, unknown>() };
    const first = await getViewer({ request: get("/createpost").request, context });
    expect(first).toMatchObject({ id: admin.id, via: "session" });
    // A second loader of the same request: the answer is the one already worked out, not a new lookup.
    const copy = new Request("http://localhost:3000/createpost");
    expect(await getViewer({ request: copy, context })).toBe(first);
  });

  it("is looked up for each request when the context keeps no store (scripts, tests)", async () => {
    const { get } = await signedInAdmin(opened);
    const context = opened.context();
    expect(await getViewer({ request: get("/createpost").request, context })).not.toBeNull();
    expect(await getViewer({ request: new Request("http://localhost:3000/createpost"), context })).toBeNull();
  });
});
