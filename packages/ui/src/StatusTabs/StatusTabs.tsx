import { Badge, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One tab: the status it filters by, its label and, optionally, how many items it holds. */
export interface StatusTab<Value extends string = string> {
  value: Value;
  label: string;
  count?: number;
}

export interface StatusTabsProps<Value extends string = string> {
  /** The tabs, in order, e.g. Todas, Pendentes, Em Análise, Aprovadas, Rejeitadas. */
  tabs: ReadonlyArray<StatusTab<Value>>;
  /** The selected tab (controlled). */
  value: Value;
  /** Called with the tab the user chose. */
  onValueChange: (value: Value) => void;
  /** Accessible name of the tab list, e.g. 'Filtrar por status'. */
  ariaLabel: string;
  /** Content of the selected tab, usually the filtered list; it becomes the tab panel. */
  children?: ReactNode;
}

/** Tabs that filter a list by status, with optional counts; the selected tab's panel holds the list. */
export function StatusTabs<Value extends string = string>({
  tabs,
  value,
  onValueChange,
  ariaLabel,
  children,
}: StatusTabsProps<Value>) {
  const select = (next: string) => {
    const tab = tabs.find((candidate) => candidate.value === next);
    if (tab) onValueChange(tab.value);
  };
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => select(details.value)}
      variant="line"
      colorPalette="brand"
      activationMode="automatic"
    >
      <Tabs.List aria-label={ariaLabel} overflowX="auto" overflowY="hidden">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
            {tab.label}
            {tab.count === undefined ? null : (
              <>
                {' '}
                <Badge size="sm" variant={tab.value === value ? 'solid' : 'subtle'} colorPalette="brand">
                  {tab.count}
                </Badge>
              </>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.value === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
