import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { isGroup, NAV, type NavGroup } from "./nav-items";

/** Dropdowns close this long after the pointer leaves them (§9). */
export const DROPDOWN_CLOSE_MS = 800;

function Dropdown(props: {
  group: NavGroup;
  isOpen: boolean;
  onOpen: () => void;
  onScheduleClose: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { group, isOpen } = props;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <li
      className="relative"
      onMouseEnter={props.onOpen}
      onMouseLeave={props.onScheduleClose}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen) {
          props.onClose();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) props.onScheduleClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? props.onClose() : props.onOpen())}
        className="flex items-center gap-1 rounded px-3 py-2 font-medium text-slate-800 hover:bg-brand-50"
      >
        {t(`common.nav.${group.label}`)}
        <Icon name="chevronDown" className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={panelId}
        hidden={!isOpen}
        className="absolute start-0 top-full z-50 mt-1 min-w-56 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={props.onClose}
              className="block px-4 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
            >
              {t(`common.nav.${item.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop menu: hover or click opens a dropdown, one at a time. */
export function NavMenu() {
  const { t } = useI18n();
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <ul className="hidden items-center gap-1 lg:flex">
      {NAV.map((entry) =>
        isGroup(entry) ? (
          <Dropdown
            key={entry.label}
            group={entry}
            isOpen={openLabel === entry.label}
            onOpen={() => {
              cancelClose();
              setOpenLabel(entry.label);
            }}
            onScheduleClose={() => {
              cancelClose();
              closeTimer.current = setTimeout(() => setOpenLabel(null), DROPDOWN_CLOSE_MS);
            }}
            onClose={() => {
              cancelClose();
              setOpenLabel(null);
            }}
          />
        ) : (
          <li key={entry.to}>
            <RouterNavLink
              to={entry.to}
              className={({ isActive }) =>
                `block rounded px-3 py-2 font-medium hover:bg-brand-50 ${isActive ? "text-brand-700" : "text-slate-800"}`
              }
            >
              {t(`common.nav.${entry.label}`)}
            </RouterNavLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** The mobile menu: every link, grouped, behind the hamburger button. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useI18n();
  return (
    <ul className="space-y-4 p-4">
      {NAV.map((entry) =>
        isGroup(entry) ? (
          <li key={entry.label}>
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              {t(`common.nav.${entry.label}`)}
            </p>
            <ul className="mt-1 space-y-1 border-s-2 border-brand-100 ps-3">
              {entry.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    className="block py-1 text-slate-800 hover:text-brand-700"
                  >
                    {t(`common.nav.${item.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.to}>
            <Link to={entry.to} onClick={onNavigate} className="block font-semibold text-slate-800">
              {t(`common.nav.${entry.label}`)}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
