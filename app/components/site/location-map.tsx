import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { textLang } from "~/i18n/content-language";
import type { Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import { Modal } from "./modal";

/**
 * The foundation's location as a local illustration (no external map tiles: nothing leaves the site,
 * it works offline and costs no third-party request), with an enlarged view in a modal (§2).
 */
function MapDrawing({ label }: { label: string }) {
  const { t } = useI18n();
  return (
    <svg viewBox="0 0 640 400" role="img" aria-label={label} className="h-auto w-full">
      <rect width="640" height="400" fill="#e8f1e4" />
      <path d="M0 300 C160 260 300 330 640 280 L640 400 L0 400 Z" fill="#bfdbfe" />
      <text x="620" y="370" textAnchor="end" fontSize="16" fill="#1e3a8a" fontStyle="italic">
        {t("site.about.mapOcean")}
      </text>
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M0 120 H640" strokeWidth="18" />
        <path d="M210 0 V300" strokeWidth="14" />
        <path d="M430 0 L470 290" strokeWidth="14" />
        <path d="M0 220 C200 200 400 230 640 190" strokeWidth="10" />
      </g>
      <g fill="#cbd5e1">
        <rect x="40" y="20" width="140" height="80" rx="6" />
        <rect x="240" y="20" width="170" height="80" rx="6" />
        <rect x="40" y="140" width="150" height="60" rx="6" />
        <rect x="490" y="20" width="120" height="80" rx="6" />
        <rect x="490" y="135" width="120" height="45" rx="6" />
      </g>
      <rect x="240" y="140" width="170" height="60" rx="6" fill="#fed7aa" />
      <g transform="translate(325 150)">
        <path d="M0 0 C-22 -30 -22 -62 0 -70 C22 -62 22 -30 0 0 Z" fill="#c2410c" />
        <circle cx="0" cy="-48" r="9" fill="#ffffff" />
      </g>
      <text x="325" y="190" textAnchor="middle" fontSize="15" fontWeight="700" fill="#7c2d12">
        {t("site.about.mapCentre")}
      </text>
      <text x="20" y="390" fontSize="13" fill="#334155">
        {t("site.about.mapCity")}
      </text>
    </svg>
  );
}

/**
 * The address and map position are the site's settings (decision 030): `addressLang` when the address is
 * in another language than the page's, `mapUrl` a link to the position on OpenStreetMap.
 */
export function LocationMap(props: {
  address: string;
  addressLang?: Locale;
  mapUrl: string | null;
  title: string;
}) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const label = t("site.about.mapLabel", { address: props.address });
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <MapDrawing label={label} />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4">
        <span className="flex items-center gap-2 text-slate-800">
          <Icon name="mapPin" className="size-5 text-orange-800" />
          <span {...textLang(props.addressLang)}>{props.address}</span>
        </span>
        {props.mapUrl && (
          <a
            href={props.mapUrl}
            className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-2"
          >
            <Icon name="external" className="size-4" />
            {t("siteSettings.public.openMap")}
          </a>
        )}
        <button
          type="button"
          data-js-only
          onClick={() => setIsOpen(true)}
          className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-3 py-2 font-medium text-brand-700 hover:bg-brand-50"
        >
          <Icon name="expand" className="size-5" />
          {t("site.about.enlarge")}
        </button>
      </figcaption>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={props.title}>
        <MapDrawing label={label} />
        <p className="mt-4 flex items-center gap-2 text-slate-800">
          <Icon name="mapPin" className="size-5 text-orange-800" />
          <span {...textLang(props.addressLang)}>{props.address}</span>
        </p>
      </Modal>
    </figure>
  );
}
