import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { MedicineImage } from "~/catalogue/components/medicine-image";
import { cn } from "~/components/ui/cn";
import { Tooltip, TooltipGroup } from "~/components/ui/tooltip";
import { cardClasses } from "~/components/ui/card";
import { useT } from "~/i18n/use-translation";
import { ScriptButton } from "~/components/ui/script-button";
import "~/i18n/areas/medicine";

/** Where an arrow sits: over the picture, halfway down. */
const ARROW_POSITION = "absolute top-1/2 flex -translate-y-1/2";
const ARROW_BUTTON =
  "rounded-full border border-slate-200 bg-white/90 p-2 text-slate-700 shadow-sm hover:bg-white hover:text-slate-900";

/**
 * The medicine's pictures: one large image, arrows and a thumbnail strip when there are
 * several (every control is a button, so keyboard users switch with Tab and Enter), and the
 * letter tile when one fails to load. The medicine's page shows no gallery without images (decision 030).
 */
export function MedicineGallery({
  medicineId,
  name,
  images,
}: {
  medicineId: string;
  name: string;
  images: readonly string[];
}) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const count = images.length;
  const index = Math.min(current, Math.max(count - 1, 0));
  const show = (next: number) => setCurrent((next + count) % count);
  const altOf = (i: number) => (count > 1 ? t("medicine.gallery.image", { name, index: i + 1, count }) : name);

  return (
    <div className="mx-auto w-full max-w-md md:max-w-none">
      {/* A square box whose size does not depend on the picture: no layout shift while it loads. */}
      <TooltipGroup className={cardClasses({ className: "relative aspect-square w-full overflow-hidden" })}>
        <MedicineImage
          src={images[index]}
          medicineId={medicineId}
          index={index}
          // The square box: the page's width on a phone (at most 448 px), its picture column from md up.
          sizes="(min-width: 768px) 40vw, (min-width: 480px) 448px, 100vw"
          box={448}
          fallbackWidth={640}
          name={name}
          alt={altOf(index)}
          loading="eager"
          fetchPriority="high"
          className="size-full p-4 text-[10rem]"
        />
        {count > 1 ? (
          <>
            <Tooltip label={t("medicine.gallery.previous")} align="start" position={cn(ARROW_POSITION, "left-2")}>
              {(tooltipId) => (
                <ScriptButton aria-labelledby={tooltipId} onClick={() => show(index - 1)} className={ARROW_BUTTON}>
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </ScriptButton>
              )}
            </Tooltip>
            <Tooltip label={t("medicine.gallery.next")} align="end" position={cn(ARROW_POSITION, "right-2")}>
              {(tooltipId) => (
                <ScriptButton aria-labelledby={tooltipId} onClick={() => show(index + 1)} className={ARROW_BUTTON}>
                  <ChevronRight aria-hidden="true" className="size-5" />
                </ScriptButton>
              )}
            </Tooltip>
          </>
        ) : null}
      </TooltipGroup>
      {count > 1 ? (
        <ul aria-label={t("medicine.gallery.images")} className="mt-3 flex flex-wrap gap-2">
          {images.map((src, i) => (
            <li key={src}>
              <ScriptButton
                aria-label={t("medicine.gallery.show", { index: i + 1, count })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setCurrent(i)}
                className={cn(
                  "block size-16 overflow-hidden rounded-lg border-2 bg-white sm:size-20",
                  i === index ? "border-brand-700" : "border-slate-200 hover:border-slate-400",
                )}
              >
                <MedicineImage
                  src={src}
                  medicineId={medicineId}
                  index={i}
                  sizes="(min-width: 640px) 80px, 64px"
                  box={80}
                  fallbackWidth={160}
                  name={name}
                  alt=""
                  className="size-full p-1 text-[1.875rem]"
                />
              </ScriptButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
