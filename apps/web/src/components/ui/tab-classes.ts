/** A Radix Tabs trigger in the pill-shaped tab list (Nutrition, the AI Coach, the video analysis). */
export const TAB_TRIGGER_CLASSES =
  'min-h-10 rounded-full text-sm font-semibold text-muted-foreground transition-colors data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm';
