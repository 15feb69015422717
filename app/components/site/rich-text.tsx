import type { Locale } from "~/i18n/config";
import { textLang } from "~/i18n/content-language";
import { richHtml } from "~/modules/richtext/html";

/**
 * A rich text of the content, rendered on the server as the HTML the write path stored and cleaned
 * (decision 027); a text from before rich text is shown as it always was, a paragraph per blank line.
 * No script: the public pages never load the editor.
 */
export function RichText(props: { value: string; lang?: Locale; className?: string; id?: string }) {
  return (
    <div
      id={props.id}
      {...textLang(props.lang)}
      className={`rich-text ${props.className ?? ""}`}
      // The stored HTML was cleaned by the server's allow-list when it was written (decision 027).
      dangerouslySetInnerHTML={{ __html: richHtml(props.value) }}
    />
  );
}
