import type { IllustratedEntry } from "~/modules/site/foundation.server";
import { ContentText } from "./content-text";
import { Draggable } from "./draggable";
import { ExpandableText } from "./expandable-text";
import { ImagePlaceholder, ResponsiveImage } from "./responsive-image";

/**
 * The president's, foundation and values pages (§2): entries alternate image and text; images can be
 * dragged and reset; long texts show the §9 intro with read more/less.
 */
export function IllustratedEntries({ entries }: { entries: IllustratedEntry[] }) {
  return (
    <div className="space-y-16">
      {entries.map((entry, index) => (
        <article
          key={entry.id}
          id={`entry-${entry.id}`}
          className="grid items-center gap-8 md:grid-cols-2"
          aria-labelledby={`entry-title-${entry.id}`}
        >
          <Draggable label={entry.title} className={index % 2 === 1 ? "md:order-last" : ""}>
            {entry.image ? (
              <ResponsiveImage
                image={entry.image}
                alt={entry.title}
                altLang={entry.langs.title}
                sizes="(min-width: 768px) 50vw, 100vw"
                isPriority={index === 0}
                className="aspect-[3/2] w-full rounded-xl object-cover shadow-md"
              />
            ) : (
              <ImagePlaceholder className="rounded-xl" />
            )}
          </Draggable>
          <div>
            <h2 id={`entry-title-${entry.id}`} className="text-2xl font-bold text-brand-900">
              <ContentText lang={entry.langs.title}>{entry.title}</ContentText>
            </h2>
            <ExpandableText
              cut={entry.intro}
              html={entry.text}
              lang={entry.langs.text}
              subject={entry.title}
              className="mt-4"
            />
          </div>
        </article>
      ))}
    </div>
  );
}
