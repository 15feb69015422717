import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { Locale } from "~/i18n/config";
import { textLang } from "~/i18n/content-language";

export interface MessageLink {
  href: string;
  label: string;
}

/** A part of an answer written in another language than the answer's (a title or text that fell back). */
export interface MessageForeignText {
  text: string;
  lang: Locale;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function withLinks(text: string, links: readonly MessageLink[], key: string): ReactNode {
  const usable = links.filter((link) => link.href);
  if (usable.length === 0) return text;
  const byHref = new Map(usable.map((link) => [link.href, link]));
  const hrefs = [...byHref.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\w/])(${hrefs.join("|")})(?![\\w/-])`, "g");
  return text.split(pattern).map((part, index) => {
    const link = index % 2 === 1 ? byHref.get(part) : undefined;
    if (!link) return <Fragment key={`${key}-${index}`}>{part}</Fragment>;
    const className = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
    return link.href.startsWith("/") ? (
      <Link key={`${key}-${index}`} to={link.href} className={className}>
        {link.label || link.href}
      </Link>
    ) : (
      <a
        key={`${key}-${index}`}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
      >
        {link.label || link.href}
      </a>
    );
  });
}

/**
 * An answer as plain text, where the page paths the answer names ("/matchs") become links labelled
 * with the page's name, and the parts written in another language than the answer's (a French title
 * in an Arabic answer) carry their own lang and dir, as the site's pages mark them. Only the links and
 * parts the service returned are marked up; everything else, whatever it contains, is rendered as text.
 */
export function MessageText({
  text,
  links,
  foreign = [],
}: {
  text: string;
  links: readonly MessageLink[];
  foreign?: readonly MessageForeignText[];
}) {
  const marked = foreign.filter((part) => part.text && text.includes(part.text));
  if (marked.length === 0) return <>{withLinks(text, links, "t")}</>;
  const byText = new Map(marked.map((part) => [part.text, part.lang]));
  const pattern = new RegExp(
    `(${[...byText.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})`,
    "g",
  );
  return (
    <>
      {text.split(pattern).map((part, index) => {
        const lang = index % 2 === 1 ? byText.get(part) : undefined;
        const content = withLinks(part, links, String(index));
        return lang ? (
          <span key={index} {...textLang(lang)}>
            {content}
          </span>
        ) : (
          <Fragment key={index}>{content}</Fragment>
        );
      })}
    </>
  );
}
