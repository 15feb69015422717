import { Fragment } from "react";
import { Link } from "react-router";

export interface MessageLink {
  href: string;
  label: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An answer as plain text, where the page paths the answer names ("/matchs") become links labelled
 * with the page's name. Only the links the service returned are turned into links; everything else,
 * whatever it contains, is rendered as text.
 */
export function MessageText({ text, links }: { text: string; links: readonly MessageLink[] }) {
  const usable = links.filter((link) => link.href);
  if (usable.length === 0) return <>{text}</>;
  const byHref = new Map(usable.map((link) => [link.href, link]));
  const hrefs = [...byHref.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\w/])(${hrefs.join("|")})(?![\\w/-])`, "g");
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) => {
        const link = index % 2 === 1 ? byHref.get(part) : undefined;
        if (!link) return <Fragment key={index}>{part}</Fragment>;
        const className = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
        return link.href.startsWith("/") ? (
          <Link key={index} to={link.href} className={className}>
            {link.label || link.href}
          </Link>
        ) : (
          <a key={index} href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
            {link.label || link.href}
          </a>
        );
      })}
    </>
  );
}
