import type { Messages } from "../fr";

export const richText = {
  toolbar: "Formatting: {field}",
  paragraph: "Paragraph",
  heading2: "Heading level 2",
  heading3: "Heading level 3",
  heading4: "Heading level 4",
  bold: "Bold",
  italic: "Italic",
  link: "Link",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  blockquote: "Quote",
  image: "Insert an image",
  undo: "Undo",
  redo: "Redo",
  loading: "Loading the editor…",
  fallbackHint:
    "Plain text (a blank line makes a paragraph) or simple HTML: p, h2 to h4, strong, em, a, ul, ol, li, blockquote, img.",
  shortcutsHint:
    "Shortcuts: Ctrl+B bold, Ctrl+I italic, Ctrl+K link, Ctrl+Alt+2 to 4 headings, Ctrl+Shift+8 bulleted list, Ctrl+Shift+7 numbered list, Ctrl+Shift+B quote, Alt+F10 toolbar.",
  linkDialog: {
    title: "Link",
    url: "Link address (https://, mailto: or tel:)",
    apply: "Apply",
    remove: "Remove the link",
    cancel: "Cancel",
    invalid: "Invalid address: only https://, http://, mailto: and tel: are allowed.",
  },
  imageDialog: {
    title: "Insert an image",
    alt: "Alternative text",
    altHint: "Describes the image for people who cannot see it. Leave empty only if it is decorative.",
    insert: "Insert the image",
    cancel: "Cancel",
  },
} satisfies Messages["richText"];
