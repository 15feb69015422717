import type { ReactNode } from "react";
import type { Locale } from "~/i18n/config";
import { NoScriptStyles } from "./no-script";
import { ContentText } from "./content-text";

/** The top of every public page: its one h1, an optional subtitle and actions (refresh, views). */
export function PageHeader(props: {
  title: string;
  /** The title's language when it is not the page's (content-language.ts). */
  titleLang?: Locale;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <NoScriptStyles />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">
          <ContentText lang={props.titleLang}>{props.title}</ContentText>
        </h1>
        {props.subtitle && <p className="mt-2 text-lg text-slate-700">{props.subtitle}</p>}
      </div>
      {props.children && <div className="flex flex-wrap items-center gap-2">{props.children}</div>}
    </header>
  );
}

/** The width and padding of public pages. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 pb-8">{children}</div>;
}
