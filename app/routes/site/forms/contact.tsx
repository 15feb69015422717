import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/forms/contact-form";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { Icon, type IconName } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { formPageLoader, handleFormPageAction, noStoreHeaders } from "~/http/forms/page-action.server";
import { submitThroughFetcher, type FormResult } from "~/http/forms/results";
import { pageContext } from "~/http/page-context.server";
import { textLang } from "~/i18n/content-language";
import { contactDetails } from "~/modules/settings/public-details";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    ...formPageLoader(args, "forms.contact"),
    // The foundation's public details are the site's settings (decision 030).
    details: contactDetails(await page.settings(), { t: page.t, locale: page.locale }),
  };
}
export const action = (args: Route.ActionArgs) => handleFormPageAction(args, "contact");
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitThroughFetcher(serverAction);
export const headers = noStoreHeaders;

function ContactCard(props: { icon: IconName; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={props.icon} />
      </span>
      <div>
        <h3 className="font-semibold text-brand-900">{props.title}</h3>
        <div className="mt-1 text-slate-700">{props.children}</div>
      </div>
    </li>
  );
}

/** §2 Contact: the form plus cards for e-mail, phone, opening hours and the postal address. */
export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { email, phone, phoneHref, hours, address, langs } = loaderData.details;
  return (
    <PageContainer>
      <title>{`${t("forms.contact.title")} · ${t("common.siteName")}`}</title>
      <PageHeader title={t("forms.contact.title")} subtitle={t("forms.contact.intro")} />
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
          <ContactForm
            stamp={loaderData.stamp}
            isSent={loaderData.isSent}
            actionData={actionData as FormResult | undefined}
          />
        </div>
        <section aria-labelledby="contact-cards-title">
          <h2 id="contact-cards-title" className="text-xl font-semibold text-brand-900">
            {t("forms.contact.cards.title")}
          </h2>
          <ul className="mt-4 space-y-4">
            <ContactCard icon="mail" title={t("forms.contact.cards.email")}>
              {email ? (
                <a href={`mailto:${email}`} dir="ltr" className="text-brand-700 underline underline-offset-2">
                  {email}
                </a>
              ) : (
                <a href="#contact-form" className="text-brand-700 underline underline-offset-2">
                  {t("forms.contact.cards.useForm")}
                </a>
              )}
            </ContactCard>
            <ContactCard icon="phone" title={t("forms.contact.cards.phone")}>
              {phone && phoneHref ? (
                <a href={phoneHref} dir="ltr" className="text-brand-700 underline underline-offset-2">
                  {phone}
                </a>
              ) : (
                <a href="#contact-form" className="text-brand-700 underline underline-offset-2">
                  {t("forms.contact.cards.phoneByForm")}
                </a>
              )}
            </ContactCard>
            <ContactCard icon="clock" title={t("forms.contact.cards.hours")}>
              {hours.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </ContactCard>
            {address && (
              <ContactCard icon="mapPin" title={t("siteSettings.public.address")}>
                <p {...textLang(langs.address)}>{address}</p>
              </ContactCard>
            )}
          </ul>
        </section>
      </div>
    </PageContainer>
  );
}
