import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { PAGES } from "~/lib/paths";

/** The call to contact at the bottom of programmes, platforms, activities and partners (§2). */
export function ContactCta(props: { title?: string; text?: string }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="contact-cta"
      className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="contact-cta" className="text-2xl font-bold">
          {props.title ?? t("site.contactCta.title")}
        </h2>
        <p className="mt-2 text-brand-50">{props.text ?? t("site.contactCta.text")}</p>
      </div>
      <Link
        to={PAGES.contact}
        className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        <Icon name="mail" />
        {t("common.actions.contactUs")}
      </Link>
    </section>
  );
}
