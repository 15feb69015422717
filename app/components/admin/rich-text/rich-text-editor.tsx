/**
 * The rich-text editor of the back office (decision 027): Tiptap over ProseMirror, limited to the
 * subset the server keeps. Loaded on demand by rich-text-field.tsx, so none of it reaches a public page.
 * The form still submits the field's textarea, which this editor keeps in step.
 */
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import { richHtml } from "~/modules/richtext/html";
import { ImagePickerContext, type PickedImage } from "./image-picker";

export interface RichTextEditorProps {
  /** The textarea the form submits: the editor starts from its value and writes every change back. */
  textarea: HTMLTextAreaElement;
  /** The field's language: the editor's direction follows it, not the interface's. */
  lang: Locale;
  labelId: string;
  describedBy?: string;
  isInvalid: boolean;
  isRequired: boolean;
  /** The field's name for people, for the toolbar's label. */
  fieldLabel: string;
  onReady: () => void;
}

/** A link goes to the web, an e-mail address or a phone number (the server keeps the same, and pages of the site). */
const LINK = /^(?:https?:\/\/\S+|mailto:\S+|tel:[+\d][\d\s().-]*|\/(?!\/)\S*|#\S+)$/i;

/** "example.org/page" is a web address: it gets https:// in front. */
export function normalizeLink(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (LINK.test(trimmed)) return trimmed;
  const withScheme = `https://${trimmed}`;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(trimmed) && LINK.test(withScheme) ? withScheme : null;
}

/** Word's and Google Docs' own markup that the schema would otherwise read as text or ignore noisily. */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?o:p[^>]*>/gi, "")
    .replace(/<style[\s\S]*?<\/style>/gi, "")
    .replace(/<meta[^>]*>/gi, "");
}

type Panel = "link" | "image" | null;

/** What the toolbar shows as pressed or available. */
const snapshot = (editor: Editor) => ({
  paragraph: editor.isActive("paragraph"),
  h2: editor.isActive("heading", { level: 2 }),
  h3: editor.isActive("heading", { level: 3 }),
  h4: editor.isActive("heading", { level: 4 }),
  bold: editor.isActive("bold"),
  italic: editor.isActive("italic"),
  link: editor.isActive("link"),
  bulletList: editor.isActive("bulletList"),
  orderedList: editor.isActive("orderedList"),
  blockquote: editor.isActive("blockquote"),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

interface Tool {
  key: string;
  label: string;
  icon: string;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
  isDisabled?: (editor: Editor) => boolean;
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useI18n();
  const id = useId();
  const Picker = useContext(ImagePickerContext);
  const [panel, setPanel] = useState<Panel>(null);
  const [linkValue, setLinkValue] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const dir = props.lang === "ar" ? "rtl" : "ltr";
  const editorRef = useRef<Editor | null>(null);

  const openLink = (editor: Editor) => {
    setLinkValue((editor.getAttributes("link").href as string | undefined) ?? "");
    setLinkError(null);
    setPanel("link");
  };

  const editor = useEditor({
    // Rendered only in the browser, after the page hydrated (rich-text-field.tsx).
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto", "tel"],
          isAllowedUri: (url) => normalizeLink(url) !== null,
          // The server adds rel="noopener noreferrer" to links that leave the site.
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: richHtml(props.textarea.value),
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": props.labelId,
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
        ...(props.isInvalid ? { "aria-invalid": "true" } : {}),
        ...(props.isRequired ? { "aria-required": "true" } : {}),
        lang: props.lang,
        dir,
        class:
          "rich-text min-h-40 whitespace-pre-wrap break-words rounded-b-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500",
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (view, event) => {
        // Alt+F10 reaches the toolbar (the convention of rich-text editors); Ctrl/Cmd+K edits a link.
        if (event.altKey && event.key === "F10") {
          event.preventDefault();
          toolbar.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "k") {
          event.preventDefault();
          if (editorRef.current) openLink(editorRef.current);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      props.textarea.value = current.isEmpty ? "" : current.getHTML();
    },
  });
  editorRef.current = editor;

  useEffect(() => {
    if (editor) props.onReady();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the editor exists
  }, [editor]);

  // A reset form (after a save) empties or restores the textarea: the editor follows it.
  useEffect(() => {
    const form = props.textarea.form;
    if (!form || !editor) return;
    const follow = () =>
      requestAnimationFrame(() => editor.commands.setContent(richHtml(props.textarea.value)));
    form.addEventListener("reset", follow);
    return () => form.removeEventListener("reset", follow);
  }, [editor, props.textarea]);

  useEffect(() => {
    if (panel === "link") linkInput.current?.focus();
    if (panel === "image") panelRef.current?.querySelector<HTMLElement>("input")?.focus();
  }, [panel]);

  const watched = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? snapshot(current) : null),
  });

  if (!editor) return null;
  // Before the first transaction the watched state may not exist yet: read it directly.
  const state = watched ?? snapshot(editor);

  const tools: Tool[] = [
    {
      key: "paragraph",
      label: t("richText.paragraph"),
      icon: "¶",
      run: (e) => e.chain().focus().setParagraph().run(),
      isActive: () => state.paragraph,
    },
    ...([2, 3, 4] as const).map(
      (level): Tool => ({
        key: `h${level}`,
        label: t(`richText.heading${level}`),
        icon: `H${level}`,
        run: (e) => e.chain().focus().toggleHeading({ level }).run(),
        isActive: () => state[`h${level}`],
      }),
    ),
    {
      key: "bold",
      label: t("richText.bold"),
      icon: "B",
      run: (e) => e.chain().focus().toggleBold().run(),
      isActive: () => state.bold,
    },
    {
      key: "italic",
      label: t("richText.italic"),
      icon: "I",
      run: (e) => e.chain().focus().toggleItalic().run(),
      isActive: () => state.italic,
    },
    { key: "link", label: t("richText.link"), icon: "🔗", run: openLink, isActive: () => state.link },
    {
      key: "bulletList",
      label: t("richText.bulletList"),
      icon: "•",
      run: (e) => e.chain().focus().toggleBulletList().run(),
      isActive: () => state.bulletList,
    },
    {
      key: "orderedList",
      label: t("richText.orderedList"),
      icon: "1.",
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      isActive: () => state.orderedList,
    },
    {
      key: "blockquote",
      label: t("richText.blockquote"),
      icon: "❝",
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      isActive: () => state.blockquote,
    },
    ...(Picker
      ? [{ key: "image", label: t("richText.image"), icon: "🖼", run: () => setPanel("image") }]
      : []),
    {
      key: "undo",
      label: t("richText.undo"),
      icon: "↶",
      run: (e) => e.chain().focus().undo().run(),
      isDisabled: () => !state.canUndo,
    },
    {
      key: "redo",
      label: t("richText.redo"),
      icon: "↷",
      run: (e) => e.chain().focus().redo().run(),
      isDisabled: () => !state.canRedo,
    },
  ];

  // One tab stop for the whole toolbar; arrow keys move within it (mirrored right to left).
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const isRtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const next = isRtl ? "ArrowLeft" : "ArrowRight";
    const previous = isRtl ? "ArrowRight" : "ArrowLeft";
    let index: number | null = null;
    if (event.key === next) index = (focusIndex + 1) % tools.length;
    else if (event.key === previous) index = (focusIndex + tools.length - 1) % tools.length;
    else if (event.key === "Home") index = 0;
    else if (event.key === "End") index = tools.length - 1;
    else if (event.key === "Escape") {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    if (index === null) return;
    event.preventDefault();
    setFocusIndex(index);
    event.currentTarget.querySelectorAll<HTMLButtonElement>("button")[index]?.focus();
  };

  const applyLink = () => {
    const href = normalizeLink(linkValue);
    if (!href) {
      setLinkError(t("richText.linkDialog.invalid"));
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange("link").setLink({ href }).run();
      // The caret goes after the link, so that the next key does not replace the linked words.
      editor.commands.setTextSelection(editor.state.selection.to);
    }
    setPanel(null);
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    setPanel(null);
  };

  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };

  const insertImage = (image: PickedImage) => {
    editor.chain().focus().setImage({ src: image.src, alt: image.alt }).run();
    setPanel(null);
  };

  return (
    <div>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t("richText.toolbar", { field: props.fieldLabel })}
        aria-controls={`${id}-content`}
        onKeyDown={moveFocus}
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
      >
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.isActive ? tool.isActive(editor) : undefined}
            disabled={tool.isDisabled?.(editor)}
            onFocus={() => setFocusIndex(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
            className="min-w-9 rounded px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-white disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
          >
            <span aria-hidden="true">{tool.icon}</span>
          </button>
        ))}
      </div>
      {panel === "link" && (
        <div
          role="group"
          aria-labelledby={`${id}-link-title`}
          className="border border-b-0 border-slate-300 bg-white p-3"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              closePanel();
            }
          }}
        >
          <p id={`${id}-link-title`} className="sr-only">
            {t("richText.linkDialog.title")}
          </p>
          <label htmlFor={`${id}-link`} className="block text-sm font-medium text-slate-800">
            {t("richText.linkDialog.url")}
          </label>
          <input
            ref={linkInput}
            id={`${id}-link`}
            type="text"
            dir="ltr"
            inputMode="url"
            value={linkValue}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
            onChange={(event) => setLinkValue(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              }
            }}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
          {linkError && (
            <p id={`${id}-link-error`} role="alert" className="mt-1 text-sm text-red-700">
              {linkError}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={applyLink}
              className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("richText.linkDialog.apply")}
            </button>
            {state.link && (
              <button
                type="button"
                onClick={removeLink}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                {t("richText.linkDialog.remove")}
              </button>
            )}
            <button
              type="button"
              onClick={closePanel}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
            >
              {t("richText.linkDialog.cancel")}
            </button>
          </div>
        </div>
      )}
      {panel === "image" && Picker && (
        <div
          ref={panelRef}
          role="group"
          aria-label={t("richText.imageDialog.title")}
          className="border border-b-0 border-slate-300 bg-white p-3"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              closePanel();
            }
          }}
        >
          <Picker lang={props.lang} onPick={insertImage} onCancel={closePanel} />
        </div>
      )}
      <EditorContent editor={editor} id={`${id}-content`} />
    </div>
  );
}
