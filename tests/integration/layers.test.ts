/**
 * The lint rule that keeps the layers pointing down (eslint.config.js): an import upward fails the
 * build's lint step. Checked on fixture sources linted as if they were files of each layer.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (message) => message.ruleId === "@typescript-eslint/no-restricted-imports",
  );
}

describe("layers", () => {
  it.each([
    [
      "app/modules/site/example.server.ts",
      'import { redirect } from "react-router";\nexport const x = redirect;\n',
    ],
    [
      "app/modules/site/example.ts",
      'import { CONTENT_SCREENS } from "~/components/admin/content/screens";\nexport const x = CONTENT_SCREENS;\n',
    ],
    [
      "app/db/example.ts",
      'import { RESOURCES } from "~/modules/content/resources";\nexport const x = RESOURCES;\n',
    ],
    [
      "app/i18n/example.ts",
      'import { RESOURCES } from "~/modules/content/resources";\nexport const x = RESOURCES;\n',
    ],
    [
      "app/modules/site/example.server.ts",
      'import { apiError } from "~/http/responses.server";\nexport const x = apiError;\n',
    ],
    [
      "app/http/example.server.ts",
      'import { CONTENT_SCREENS } from "~/components/admin/content/screens";\nexport const x = CONTENT_SCREENS;\n',
    ],
    [
      "app/components/example.tsx",
      'import { loader } from "~/routes/site/actualites";\nexport const x = loader;\n',
    ],
  ])("refuses an upward import in %s", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it("accepts the downward ones", async () => {
    expect(
      await layerErrors(
        "app/components/example.tsx",
        'import { RESOURCES } from "~/modules/content/resources";\nexport const x = RESOURCES;\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "app/modules/site/example.ts",
        'import { nowIso } from "~/db/time";\nexport const x = nowIso;\n',
      ),
    ).toEqual([]);
  });
});
