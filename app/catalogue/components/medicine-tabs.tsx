import type { DetailTab } from "~/catalogue/medicine/medicine-view";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cardClasses } from "~/components/ui/card";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/medicine";

/** Description, Uses, Side Effects and Contraindications of a medicine; Description first (docs/product.md §2, §4). */
export function MedicineTabs({ tabs }: { tabs: readonly DetailTab[] }) {
  const t = useT();
  return (
    <Tabs defaultValue="description" className={cardClasses({ className: "p-4 sm:p-6" })}>
      <TabsList aria-label={t("medicine.tabs.label")}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} forceMount>
          <TabBody tab={tab} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function TabBody({ tab }: { tab: DetailTab }) {
  if (tab.kind === "text") {
    return tab.text ? (
      // Sheet cells keep their line breaks.
      <p className="max-w-prose whitespace-pre-line text-slate-700">{tab.text}</p>
    ) : (
      <p className="text-slate-600">{tab.emptyText}</p>
    );
  }
  if (tab.items.length === 0) return <p className="text-slate-600">{tab.emptyText}</p>;
  return (
    <ul className="max-w-prose list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-700">
      {tab.items.map((item, index) => (
        // Items may repeat in a sheet cell; their position keeps keys unique.
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}
