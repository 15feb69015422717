/**
 * Loader and action shared by the content management screens: each route passes its screen
 * configuration. Reading and writing go through the content module; every change is audited.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import type { ContentActionData } from "~/components/admin/content/content-form";
import type { ContentScreenData } from "~/components/admin/content/content-screen";
import { CLEANED_PARAM, cleanedParamValue } from "~/components/admin/rich-text/cleaned-notice";
import type { ContentRowData, ContentScreen } from "~/components/admin/content/screens";
import { clampPage, pageCountFor } from "~/components/admin/pager-items";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import type { Translate } from "~/i18n/catalogues.server";
import { requireAdmin } from "~/http/auth/guard.server";
import {
  countContent,
  getContent,
  listContent,
  uploadErrorKey,
  type ContentInput,
} from "~/modules/content/content.server";
import { deleteItem, draftTranslation, saveItem } from "~/modules/content/operations.server";
import { isFileField } from "~/modules/content/fields";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import {
  isTranslationLocale,
  parseReviewedLanguages,
  translatedBases,
  TRANSLATION_FILTER_PARAM,
  type TranslationLocale,
} from "~/modules/content/translation-status";
import { readTranslationStates, statusesOf } from "~/modules/content/translations.server";
import { llmSettings } from "~/modules/llm/completions.server";
import type { FieldErrors } from "~/modules/validation/validation";
import { storeImage, UploadError } from "~/modules/media/upload.server";
import type { Services } from "~/services.server";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";

interface Args {
  request: Request;
  context: AppLoadContext;
}

/**
 * Admin lists run from the oldest item to the newest, so that a new item lands on the last page where
 * §4 sends the administrator after an add. `listContent` pages newest first; the wanted slice of the
 * reversed order spans at most two of its pages.
 */
export async function pageOldestFirst(
  db: Db,
  resource: ContentResource,
  options: { page: number; pageSize: number; total: number; needsTranslation?: TranslationLocale },
): Promise<ContentRowData[]> {
  const { page, pageSize, total, needsTranslation } = options;
  const end = total - (page - 1) * pageSize;
  const start = Math.max(0, end - pageSize);
  if (end <= 0) return [];
  const firstPage = Math.floor(start / pageSize) + 1;
  const lastPage = Math.floor((end - 1) / pageSize) + 1;
  const rows: ContentRowData[] = [];
  for (let descPage = firstPage; descPage <= lastPage; descPage++) {
    rows.push(
      ...(await listContent(db, resource, {
        includeDrafts: true,
        needsTranslation,
        page: descPage,
        pageSize,
      })),
    );
  }
  const offset = (firstPage - 1) * pageSize;
  return rows.slice(start - offset, end - offset).reverse();
}

export async function loadContentScreen(args: Args, screen: ContentScreen): Promise<ContentScreenData> {
  await requireAdmin(args, "content");
  const { db, config } = args.context.services;
  const resource = RESOURCES[screen.resource];
  const bases = translatedBases(resource.fields);
  const url = new URL(args.request.url);
  const wanted = url.searchParams.get(TRANSLATION_FILTER_PARAM);
  const needsTranslation = bases.length > 0 && isTranslationLocale(wanted) ? wanted : undefined;
  const total = await countContent(db, resource, { includeDrafts: true, needsTranslation });
  const pageCount = pageCountFor(total, screen.pageSize);
  const page = clampPage(url.searchParams.get("page"), pageCount);
  const items = await pageOldestFirst(db, resource, {
    page,
    pageSize: screen.pageSize,
    total,
    needsTranslation,
  });
  const editId = Number(url.searchParams.get("edit"));
  const editing =
    screen.canEdit && Number.isSafeInteger(editId) && editId > 0
      ? ((await getContent(db, resource, editId, { includeDrafts: true })) ?? null)
      : null;
  // Each row's translation status, and the edited item's per field with its machine drafts (decision 031).
  const states = await readTranslationStates(db, {
    kind: screen.resource,
    bases,
    rows: editing ? [...items, editing] : items,
  });
  const needing =
    bases.length > 0
      ? {
          en: await countContent(db, resource, { includeDrafts: true, needsTranslation: "en" }),
          ar: await countContent(db, resource, { includeDrafts: true, needsTranslation: "ar" }),
        }
      : null;
  return {
    items: items.map((row) => ({ ...row, translation_status: statusesOf(states.get(row.id)) })),
    total,
    page,
    pageCount,
    editing,
    timeZone: config.SITE_TIME_ZONE,
    translation: {
      filter: needsTranslation ?? null,
      needing,
      editing: editing ? (states.get(editing.id) ?? null) : null,
      canDraft: llmSettings(config) !== null,
    },
    now: nowIso(),
  };
}

const MB = 1024 * 1024;

const uploadMessage = (t: Translate, error: UploadError) =>
  t(uploadErrorKey(error) as Parameters<Translate>[0], {
    size: error.limitBytes ? Math.round(error.limitBytes / MB) : 0,
  });

/**
 * The form's values and files as the content module expects them. A repeated name keeps its last
 * value (the publication checkbox follows a hidden "0"). Media addresses typed as `mediaUrl` (the
 * match logos and banner) arrive as files here and go through the one upload path first.
 */
async function contentInputFrom(
  services: Pick<Services, "db" | "storage">,
  screen: ContentScreen,
  form: FormData,
  t: Translate,
): Promise<{ input: ContentInput; errors: FieldErrors; sent: Record<string, string> }> {
  const resource = RESOURCES[screen.resource];
  const input: ContentInput = { values: {}, files: {} };
  const sent: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    const entries = form.getAll(name);
    const file = entries.find((entry): entry is File => typeof entry !== "string" && entry.size > 0);
    // A file from the media library's picker arrives as its address (decision 029).
    const picked = file
      ? undefined
      : entries.find((entry): entry is string => typeof entry === "string" && entry !== "");
    if (isFileField(spec)) {
      input.files[name] = file;
      if (picked) input.values[name] = picked;
      continue;
    }
    if (spec.type === "mediaUrl") {
      if (picked) input.values[name] = picked;
      if (!file) continue;
      try {
        const data = Buffer.from(await file.arrayBuffer());
        input.values[name] = (
          await storeImage(services.db, services.storage, { data, originalName: file.name })
        ).url;
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        errors[name] = [uploadMessage(t, error)];
      }
      continue;
    }
    const texts = entries.filter((entry): entry is string => typeof entry === "string");
    const last = texts[texts.length - 1];
    if (last === undefined) continue;
    input.values[name] = last;
    sent[name] = last;
  }
  return { input, errors, sent };
}

const positiveInteger = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return typeof value === "string" && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

const failure = (body: ContentActionData, status: number) => data(body, { status });

function cleanedParam(cleaned: Record<string, string[]>) {
  const value = cleanedParamValue(cleaned);
  return value ? `&${CLEANED_PARAM}=${encodeURIComponent(value)}` : "";
}

export async function contentScreenAction(args: Args, screen: ContentScreen) {
  const viewer = await requireAdmin(args, "content");
  const { request, context } = args;
  const { db } = context.services;
  const t = requestContext(request, context).t;
  const translate = (key: string, params?: Record<string, string | number>) =>
    t(key as Parameters<Translate>[0], params);
  const resource = RESOURCES[screen.resource];
  const invalid = (intent: ContentActionData["intent"]) =>
    failure({ intent, formError: t("admin.content.form.invalidRequest") }, 400);

  let form: FormData;
  try {
    form = await readFormData(request);
  } catch {
    return invalid("unknown");
  }
  const intent = form.get("intent");
  const page = positiveInteger(form.get("page")) ?? 1;
  // The list's translation filter stays on after a save or a delete (decision 031).
  const filter = form.get(TRANSLATION_FILTER_PARAM);
  const filterParam = isTranslationLocale(filter) ? `&${TRANSLATION_FILTER_PARAM}=${filter}` : "";

  if (intent === "delete") {
    const id = positiveInteger(form.get("id"));
    if (!id) return invalid("delete");
    const result = await deleteItem(context.services, {
      kind: screen.resource,
      id,
      writer: { actor: viewer },
    });
    if (result.status !== "deleted") {
      const formError = t("admin.content.form.withReason", {
        error: t(`admin.content.screens.${screen.key}.deleteError`),
        reason: t("admin.content.form.notFound"),
      });
      return failure({ intent: "delete", formError }, 404);
    }
    // The loader clamps the page when the deleted item was the last one of the last page.
    return redirect(`${screen.path}?page=${page}&notice=deleted${filterParam}`);
  }

  if (intent === "draft") return draftAction(args, screen, form, viewer);
  if (intent !== "save") return invalid("unknown");
  const idField = form.get("id");
  const id = idField === null ? undefined : positiveInteger(idField);
  if (idField !== null && (id === undefined || !screen.canEdit)) return invalid("save");

  const { input, errors, sent } = await contentInputFrom(context.services, screen, form, t);
  const saveError = t(`admin.content.screens.${screen.key}.saveError`);
  if (Object.keys(errors).length > 0)
    return failure({ intent: "save", formError: saveError, errors, values: sent }, 400);

  const version = form.get("version");
  const reviewed = parseReviewedLanguages(form.getAll("translation_reviewed"));
  if (reviewed === null) return invalid("save");
  const result = await saveItem(context.services, {
    kind: screen.resource,
    id,
    input,
    writer: { actor: viewer },
    translate,
    expectedVersion: id && typeof version === "string" && version !== "" ? version : undefined,
    reviewedLanguages: reviewed,
  });
  if (result.status === "conflict") {
    return failure(
      { intent: "save", formError: t("revisions.conflict"), values: sent, isConflict: true },
      409,
    );
  }
  if (result.status === "missing" || result.status === "forbidden") {
    const formError = t("admin.content.form.withReason", {
      error: saveError,
      reason: t("admin.content.form.notFound"),
    });
    return failure({ intent: "save", formError }, 404);
  }
  if (result.status === "invalid") {
    return failure({ intent: "save", formError: saveError, errors: result.errors, values: sent }, 400);
  }
  // What the server removed from a rich text is told on the next screen (decision 027).
  const cleaned = cleanedParam(result.cleaned);
  if (id) return redirect(`${screen.path}?page=${page}&notice=updated${cleaned}${filterParam}`);
  // §4: after an add the list shows its last page, where the new item is.
  const total = await countContent(db, resource, { includeDrafts: true });
  return redirect(`${screen.path}?page=${pageCountFor(total, screen.pageSize)}&notice=created${cleaned}`);
}

const DRAFT_ANSWERS = {
  drafted: 200,
  nothing: 200,
  unavailable: 503,
  missing: 404,
  forbidden: 403,
} as const;

/**
 * "Draft from French" (decision 031): the model's drafts are stored beside the item and the screen
 * shows them in the form; a failure changes nothing and says why.
 */
async function draftAction(
  args: Args,
  screen: ContentScreen,
  form: FormData,
  viewer: Awaited<ReturnType<typeof requireAdmin>>,
) {
  const t = requestContext(args.request, args.context).t;
  const id = positiveInteger(form.get("id"));
  const locale = form.get("locale");
  if (!id || !isTranslationLocale(locale) || !screen.canEdit) {
    return failure({ intent: "draft", formError: t("admin.content.form.invalidRequest") }, 400);
  }
  const result = await draftTranslation(args.context.services, {
    kind: screen.resource,
    id,
    locale,
    writer: { actor: viewer },
  });
  const language = t(`translations.languages.${locale}`);
  switch (result.status) {
    case "drafted":
      return data<ContentActionData>({
        intent: "draft",
        locale,
        formError: "",
        notice: t("translations.form.drafted", { count: result.fields.length }),
      });
    case "nothing":
      return data<ContentActionData>({
        intent: "draft",
        locale,
        formError: "",
        notice: t("translations.form.nothing", { language }),
      });
    case "failed":
      return failure(
        { intent: "draft", locale, formError: t(`translations.form.${result.reason}`) },
        result.reason === "timeout" ? 504 : 502,
      );
    default: {
      const reason =
        result.status === "unavailable"
          ? t("translations.form.unavailable")
          : result.status === "forbidden"
            ? t("admin.roles.forbidden")
            : t("translations.form.notFound");
      return failure({ intent: "draft", locale, formError: reason }, DRAFT_ANSWERS[result.status]);
    }
  }
}
