import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

/**
 * An accessible tab set (WAI-ARIA tabs pattern: arrow keys move between tabs, Tab moves into
 * the panel), styled for the site. Radix does the roles, ids and keyboard handling.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex", className)}
      {...props}
    />
  );
}

/**
 * A tab. Only the page's script switches tabs; one pressed before it runs is pressed again once it
 * does (docs/decisions/016-before-the-script.md).
 */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900",
        "data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab panel. With `forceMount`, inactive panels stay in the server HTML (hidden), so search
 * engines and visitors without JavaScript still get the text.
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("pt-5 data-[state=inactive]:hidden", className)} {...props} />;
}
