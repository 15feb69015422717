/**
 * The media library screen (decision 029): every administrator's file in a grid or a list, searched and
 * filtered by kind; an image's alt texts in the three languages, its caption and focal point; where each
 * file is used; upload and delete (refused while the file is used). The picker of the content forms
 * loads this screen's pages and posts its uploads to this action.
 */
import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/media-library";
import { AdminError } from "~/components/admin/error-boundary";
import { FocalPointField } from "~/components/admin/media/focal-point";
import { PageHeader } from "~/components/admin/page-header";
import { Pager } from "~/components/admin/pager";
import { clampPage, pageCountFor } from "~/components/admin/pager-items";
import type { Translate } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { uploadErrorKey } from "~/modules/content/content.server";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import {
  MEDIA_KINDS,
  MEDIA_LIBRARY_PATH,
  mediaPatchSchema,
  type MediaActionData,
  type MediaItem,
  type MediaKind,
  type MediaLibraryPage,
} from "~/modules/media/library";
import {
  countMedia,
  deleteMedia,
  getMedia,
  listMedia,
  updateMedia,
  uploadToLibrary,
} from "~/modules/media/library.server";
import { sniffDocument, sniffImage } from "~/modules/media/sniff";
import { UploadError } from "~/modules/media/upload.server";
import { parseWith } from "~/modules/validation/validation";

const PAGE_SIZE = 24;

export async function loader(args: Route.LoaderArgs): Promise<MediaLibraryPage> {
  await requireAdmin(args, "content");
  const { db } = args.context.services;
  const url = new URL(args.request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const kindText = url.searchParams.get("kind") ?? "";
  const kind = (MEDIA_KINDS as readonly string[]).includes(kindText) ? (kindText as MediaKind) : "";
  const filter = { query, kind: kind || undefined };
  const total = await countMedia(db, filter);
  const pageCount = pageCountFor(total, PAGE_SIZE);
  const page = clampPage(url.searchParams.get("page"), pageCount);
  const items = await listMedia(db, { ...filter, page, pageSize: PAGE_SIZE });
  const editId = Number(url.searchParams.get("edit"));
  const editing = Number.isSafeInteger(editId) && editId > 0 ? ((await getMedia(db, editId)) ?? null) : null;
  return {
    items,
    total,
    page,
    pageCount,
    query,
    kind,
    view: url.searchParams.get("view") === "list" ? "list" : "grid",
    editing,
  };
}

const placeName = (resource: string, locale: Locale) =>
  (RESOURCES as Record<string, ContentResource>)[resource]?.label[locale] ?? resource;

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "content");
  const { request, context } = args;
  const { t, locale } = requestContext(request);
  const fail = (body: MediaActionData, status: number) => data(body, { status });
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch {
    return fail({ intent: "unknown", error: t("admin.content.form.invalidRequest") }, 400);
  }
  const intent = form.get("intent");
  const id = Number(form.get("id"));

  if (intent === "upload") {
    const file = form.get("file");
    if (!file || typeof file === "string" || file.size === 0) {
      return fail({ intent, errors: { file: [t("validation.required")] } }, 400);
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const kind: MediaKind | null = sniffImage(bytes) ? "image" : sniffDocument(bytes) ? "document" : null;
    if (!kind) return fail({ intent, errors: { file: [t("restApi.errors.notImageOrDocument")] } }, 400);
    try {
      const item = await uploadToLibrary(context.services, kind, { data: bytes, originalName: file.name });
      return { intent, item, notice: t("media.screen.uploaded") } as MediaActionData;
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      const message = t(uploadErrorKey(error) as Parameters<Translate>[0], {
        size: error.limitBytes ? Math.round(error.limitBytes / (1024 * 1024)) : 0,
      });
      return fail({ intent, errors: { file: [message] } }, 400);
    }
  }

  if (intent === "save") {
    const values = Object.fromEntries(
      ["alt_fr", "alt_en", "alt_ar", "caption", "focal_x", "focal_y"]
        .filter((name) => typeof form.get(name) === "string")
        .map((name) => [name, form.get(name)]),
    );
    const translate = (key: string) => t(key as Parameters<Translate>[0]);
    const parsed = parseWith(mediaPatchSchema, values, translate);
    if (!parsed.isValid) return fail({ intent, errors: parsed.errors }, 400);
    const outcome = await updateMedia(context.services, { id, patch: parsed.data, actor: viewer });
    if (outcome.status === "missing") return fail({ intent, error: t("admin.content.form.notFound") }, 404);
    if (outcome.status === "imageOnly") {
      const message = t("media.errors.imageOnly");
      return fail({ intent, errors: Object.fromEntries(outcome.fields.map((f) => [f, [message]])) }, 400);
    }
    return { intent, item: outcome.item, notice: t("media.screen.saved") } as MediaActionData;
  }

  if (intent === "delete") {
    const outcome = await deleteMedia(context.services, { id, actor: viewer });
    if (outcome.status === "missing") return fail({ intent, error: t("admin.content.form.notFound") }, 404);
    if (outcome.status === "inUse") {
      const places = outcome.usage
        .map((place) =>
          t("media.errors.place", { resource: placeName(place.resource, locale), title: place.title }),
        )
        .join("; ");
      return fail({ intent, error: t("media.errors.inUse", { places }), usage: outcome.usage }, 409);
    }
    return { intent, notice: t("media.screen.deleted") } as MediaActionData;
  }
  return fail({ intent: "unknown", error: t("admin.content.form.invalidRequest") }, 400);
}

const buttonClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";
const primaryClass = "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The name a person knows a file by: its French alt text, else its file name. */
const nameOf = (item: MediaItem) =>
  item.alt_fr || item.alt_en || item.alt_ar || item.original_name || `#${item.id}`;

function Thumbnail({ item, className }: { item: MediaItem; className: string }) {
  const { t } = useI18n();
  return item.kind === "image" ? (
    <img
      src={item.variants[1]?.url ?? item.url}
      alt=""
      loading="lazy"
      className={`${className} object-cover`}
    />
  ) : (
    <span className={`${className} flex items-center justify-center bg-slate-100 text-sm text-slate-700`}>
      {t("media.screen.document")}
    </span>
  );
}

function Usage({ item }: { item: MediaItem }) {
  const { t, locale } = useI18n();
  if (item.usage.length === 0) return <p className="text-sm text-slate-700">{t("media.screen.unused")}</p>;
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm">
      {item.usage.map((place) => (
        <li key={`${place.resource}-${place.id}-${place.field}`}>
          <span className="me-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
            {placeName(place.resource, locale as Locale)}
          </span>
          <bdi>{place.title || `#${place.id}`}</bdi>{" "}
          <a href={place.publicPath} className="text-brand-700 underline" target="_blank" rel="noreferrer">
            {t("media.screen.open")}
          </a>
          {place.adminPath && (
            <>
              {" · "}
              <Link to={place.adminPath} className="text-brand-700 underline">
                {t("media.screen.editItem")}
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function EditPanel({
  item,
  actionData,
  closeHref,
}: {
  item: MediaItem;
  actionData?: MediaActionData;
  closeHref: string;
}) {
  const { t, locale } = useI18n();
  const [focal, setFocal] = useState({ x: item.focal_x, y: item.focal_y });
  useEffect(() => setFocal({ x: item.focal_x, y: item.focal_y }), [item.id, item.focal_x, item.focal_y]);
  const errors = actionData?.intent === "save" ? actionData.errors : undefined;
  const isImage = item.kind === "image";
  const altFields = [
    ["alt_fr", "fr", t("media.screen.altFr")],
    ["alt_en", "en", t("media.screen.altEn")],
    ["alt_ar", "ar", t("media.screen.altAr")],
  ] as const;
  return (
    <section
      aria-labelledby="media-edit-title"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="media-edit-title" className="text-xl font-bold text-brand-900">
          {t("media.screen.editTitle", { name: nameOf(item) })}
        </h2>
        <Link to={closeHref} className={buttonClass}>
          {t("media.screen.close")}
        </Link>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="id" value={item.id} />
          {isImage && (
            <>
              <p id="media-alt-hint" className="text-sm text-slate-700">
                {t("media.screen.altHint")}
              </p>
              {altFields.map(([name, lang, label]) => (
                <div key={name}>
                  <label htmlFor={`media-${name}`} className="block text-sm font-medium text-slate-800">
                    {label}
                  </label>
                  <input
                    id={`media-${name}`}
                    name={name}
                    lang={lang}
                    dir={lang === "ar" ? "rtl" : "ltr"}
                    defaultValue={item[name]}
                    key={`${item.id}-${item.updated_at}-${name}`}
                    maxLength={300}
                    aria-describedby={
                      errors?.[name] ? `media-${name}-error media-alt-hint` : "media-alt-hint"
                    }
                    aria-invalid={errors?.[name] ? true : undefined}
                    className={inputClass}
                  />
                  {errors?.[name]?.map((error) => (
                    <p key={error} id={`media-${name}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  ))}
                </div>
              ))}
            </>
          )}
          <div>
            <label htmlFor="media-caption" className="block text-sm font-medium text-slate-800">
              {t("media.screen.caption")}
            </label>
            <textarea
              id="media-caption"
              name="caption"
              rows={2}
              defaultValue={item.caption}
              key={`${item.id}-${item.updated_at}-caption`}
              maxLength={1000}
              className={inputClass}
            />
          </div>
          {isImage && (
            <FocalPointField
              src={item.variants[2]?.url ?? item.variants[0]?.url ?? item.url}
              x={focal.x}
              y={focal.y}
              onChange={(x, y) => setFocal({ x, y })}
              errors={errors}
            />
          )}
          <button type="submit" className={primaryClass}>
            {t("media.screen.save")}
          </button>
        </Form>
        <div className="space-y-4">
          {isImage && <img src={item.url} alt="" className="max-h-64 rounded border border-slate-200" />}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">{t("media.screen.type")}</dt>
            <dd dir="ltr" className="text-start">
              {item.mime}
            </dd>
            <dt className="font-medium text-slate-700">{t("media.screen.size")}</dt>
            <dd dir="ltr" className="text-start">
              {sizeText(item.size)}
            </dd>
            {item.width && item.height && (
              <>
                <dt className="font-medium text-slate-700">{t("media.screen.dimensions")}</dt>
                <dd dir="ltr" className="text-start">{`${item.width} × ${item.height}`}</dd>
              </>
            )}
            {item.variants.length > 0 && (
              <>
                <dt className="font-medium text-slate-700">{t("media.screen.variants")}</dt>
                <dd dir="ltr" className="text-start">
                  {item.variants.map((variant) => `${variant.width}w ${variant.format}`).join(", ")}
                </dd>
              </>
            )}
            <dt className="font-medium text-slate-700">{t("media.screen.uploadedOn")}</dt>
            <dd>{formatDate(item.created_at, locale as Locale) ?? ""}</dd>
          </dl>
          <div>
            <h3 className="font-semibold text-brand-900">{t("media.screen.usage")}</h3>
            <Usage item={item} />
          </div>
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t("media.screen.deleteConfirm"))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
            <button
              type="submit"
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t("media.screen.delete")}
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}

export default function MediaLibrary({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { t } = useI18n();
  const actionData = answer as MediaActionData | undefined;
  const navigation = useNavigation();
  const { items, query, kind, view, editing } = loaderData;
  const hrefWith = (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams({
      ...(query ? { q: query } : {}),
      ...(kind ? { kind } : {}),
      ...(view === "list" ? { view } : {}),
      page: String(loaderData.page),
    });
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, String(value));
    }
    return `${MEDIA_LIBRARY_PATH}?${params}`;
  };
  const uploadErrors = actionData?.intent === "upload" ? actionData.errors?.file : undefined;
  const error = actionData?.error;
  const notice = navigation.state === "idle" ? actionData?.notice : undefined;
  return (
    <section>
      <PageHeader
        title={t("media.screen.title")}
        subtitle={`${t("media.screen.intro")} ${t("media.screen.count", { count: loaderData.total })}`}
      />
      {notice && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      <Form method="post" encType="multipart/form-data" className="mb-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor="media-upload" className="block text-sm font-medium text-slate-800">
            {t("media.screen.uploadLabel")}
          </label>
          <input
            id="media-upload"
            name="file"
            type="file"
            required
            aria-invalid={uploadErrors ? true : undefined}
            aria-describedby={uploadErrors ? "media-upload-error" : undefined}
            className="mt-1 block text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
          />
          {uploadErrors?.map((message) => (
            <p key={message} id="media-upload-error" className="mt-1 text-sm text-red-700">
              {message}
            </p>
          ))}
        </div>
        <button type="submit" className={primaryClass}>
          {t("media.screen.uploadSubmit")}
        </button>
      </Form>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="media-search" className="block text-sm font-medium text-slate-800">
            {t("media.screen.searchLabel")}
          </label>
          <input
            id="media-search"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t("media.screen.searchPlaceholder")}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="media-kind" className="block text-sm font-medium text-slate-800">
            {t("media.screen.kindLabel")}
          </label>
          <select
            id="media-kind"
            name="kind"
            defaultValue={kind}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t("media.screen.kindAll")}</option>
            <option value="image">{t("media.screen.kindImage")}</option>
            <option value="document">{t("media.screen.kindDocument")}</option>
          </select>
        </div>
        {view === "list" && <input type="hidden" name="view" value="list" />}
        <button type="submit" className={primaryClass}>
          {t("media.screen.search")}
        </button>
        <nav aria-label={t("media.screen.view")} className="ms-auto flex gap-1">
          {(["grid", "list"] as const).map((mode) => (
            <Link
              key={mode}
              to={hrefWith({ view: mode === "list" ? "list" : null })}
              aria-current={view === mode ? "page" : undefined}
              className={`${buttonClass} aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50`}
            >
              {t(`media.screen.${mode}`)}
            </Link>
          ))}
        </nav>
      </Form>
      {editing && <EditPanel item={editing} actionData={actionData} closeHref={hrefWith({ edit: null })} />}
      {items.length === 0 ? (
        <p className="rounded-md bg-slate-100 p-4 text-slate-700">{t("media.screen.empty")}</p>
      ) : view === "grid" ? (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {items.map((item) => (
            <li key={item.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
              <Thumbnail item={item} className="aspect-[4/3] w-full" />
              <div className="space-y-1 p-2 text-sm">
                <p className="truncate font-medium">
                  <bdi>{nameOf(item)}</bdi>
                </p>
                {item.kind === "image" && !item.alt_fr && !item.alt_en && !item.alt_ar && (
                  <p className="text-xs text-orange-800">{t("media.screen.noAlt")}</p>
                )}
                <p className="text-xs text-slate-700">
                  {t("media.screen.usedCount", { count: item.usage.length })}
                </p>
                <Link
                  to={hrefWith({ edit: item.id })}
                  aria-label={`${t("media.screen.edit")} : ${nameOf(item)}`}
                  className="inline-block text-brand-700 underline"
                >
                  {t("media.screen.edit")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("media.screen.title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  <span className="sr-only">{t("media.screen.details")}</span>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("media.screen.details")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("media.screen.size")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("media.screen.usage")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  <span className="sr-only">{t("media.screen.edit")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="px-3 py-2">
                    <Thumbnail item={item} className="size-16 rounded" />
                  </td>
                  <td className="px-3 py-2">
                    <bdi className="font-medium">{nameOf(item)}</bdi>
                    <div dir="ltr" className="text-start text-xs text-slate-600">
                      {item.original_name}
                    </div>
                  </td>
                  <td dir="ltr" className="px-3 py-2 text-start whitespace-nowrap">
                    {sizeText(item.size)}
                  </td>
                  <td className="px-3 py-2">{item.usage.length}</td>
                  <td className="px-3 py-2">
                    <Link
                      to={hrefWith({ edit: item.id })}
                      aria-label={`${t("media.screen.edit")} : ${nameOf(item)}`}
                      className="text-brand-700 underline"
                    >
                      {t("media.screen.edit")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} hrefFor={(page) => hrefWith({ page })} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
