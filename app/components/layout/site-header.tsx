import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu, NavMenu } from "./nav-menu";
import { useScroll } from "./use-scroll";
import { PAGES } from "~/lib/paths";

/** The header shrinks and gains a shadow past this many pixels of scroll (§9). */
export const SHRINK_AFTER_PX = 20;

function SearchToggle() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);
  const close = () => {
    setIsOpen(false);
    setText("");
  };
  return (
    <div className="flex items-center">
      {isOpen && (
        <Form
          role="search"
          action={PAGES.search}
          className="me-1"
          onSubmit={(event) => {
            event.preventDefault();
            const query = text.trim();
            if (!query) return;
            close();
            navigate(`${PAGES.search}?q=${encodeURIComponent(query)}`);
          }}
        >
          <label htmlFor="site-search" className="sr-only">
            {t("common.header.search")}
          </label>
          <input
            ref={inputRef}
            id="site-search"
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => event.key === "Escape" && close()}
            placeholder={t("common.header.searchPlaceholder")}
            className="w-40 rounded-md border border-slate-300 px-3 py-1.5 text-sm sm:w-64"
          />
        </Form>
      )}
      <button
        type="button"
        onClick={() => (isOpen ? close() : setIsOpen(true))}
        aria-expanded={isOpen}
        aria-label={isOpen ? t("common.header.closeSearch") : t("common.header.openSearch")}
        className="rounded-full p-2 text-slate-700 hover:bg-brand-50"
      >
        <Icon name={isOpen ? "close" : "search"} />
      </button>
    </div>
  );
}

export function SiteHeader() {
  const { t } = useI18n();
  const { offset, progress } = useScroll();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const location = useLocation();
  const isShrunk = offset > SHRINK_AFTER_PX;

  useEffect(() => setIsMenuOpen(false), [location.pathname]);

  return (
    <header
      data-shrunk={isShrunk}
      className={`fixed inset-x-0 top-0 z-40 bg-white/95 backdrop-blur transition-all ${
        isShrunk ? "shadow-md" : ""
      }`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-all ${
          isShrunk ? "h-14" : "h-20"
        }`}
      >
        <Link to={PAGES.news} className="flex items-center gap-3" aria-label={t("common.header.home")}>
          <img src="/favicon.svg" alt="" width={40} height={40} className={isShrunk ? "size-8" : "size-10"} />
          <span className="text-lg font-bold text-brand-900">{t("common.siteName")}</span>
        </Link>
        <nav aria-label={t("common.header.mainNav")}>
          <NavMenu />
        </nav>
        <div className="flex items-center gap-1">
          <SearchToggle />
          <Link
            to={PAGES.news}
            aria-label={t("common.header.notifications")}
            className="rounded-full p-2 text-slate-700 hover:bg-brand-50"
          >
            <Icon name="bell" />
          </Link>
          <LanguageSwitch className="hidden sm:flex" />
          <button
            type="button"
            className="rounded p-2 text-2xl lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? t("common.header.closeMenu") : t("common.header.openMenu")}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            <Icon name={isMenuOpen ? "close" : "menu"} className="size-6" />
          </button>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t("common.header.scrollProgress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="h-1 bg-transparent"
      >
        <div
          className="h-full origin-left bg-accent-500 rtl:origin-right"
          style={{ transform: `scaleX(${progress})` }}
        />
      </div>
      {isMenuOpen && (
        <div
          id="mobile-menu"
          className="max-h-[calc(100vh-5rem)] overflow-y-auto border-t bg-white lg:hidden"
        >
          <LanguageSwitch className="px-4 pt-4 sm:hidden" />
          <MobileMenu onNavigate={() => setIsMenuOpen(false)} />
        </div>
      )}
    </header>
  );
}
