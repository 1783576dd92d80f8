import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled value, e.g. {label: 'CRO', value: '12345'}. */
export interface LabelValue {
  label: string;
  value: ReactNode;
}

export interface LabelValueListProps {
  /** The pairs, in order; labels must be unique within the list. */
  items: ReadonlyArray<LabelValue>;
  /**
   * 'inline': each label beside its value, one pair a line (a person's data);
   * 'columns': each label above its value, the pairs side by side in up to three columns (a summary).
   */
  layout?: 'inline' | 'columns';
  /** Shown instead of a missing or blank value. */
  emptyValue?: string;
  /** Accessible name of the list, when the screen has several. */
  ariaLabel?: string;
}

const isBlank = (value: ReactNode) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const columnsLayout = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Labels and their values as a description list (dt, dd): read-only data of a screen. */
export function LabelValueList({
  items,
  layout = 'inline',
  emptyValue = '-',
  ariaLabel,
}: LabelValueListProps) {
  const inline = layout === 'inline';
  return (
    <DataList.Root
      aria-label={ariaLabel}
      orientation={inline ? 'horizontal' : 'vertical'}
      gap={inline ? '3' : '4'}
      {...(inline ? {} : columnsLayout)}
    >
      {items.map((item) => (
        <DataList.Item key={item.label} minW="0">
          <DataList.ItemLabel minW={inline ? '32' : undefined}>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium" overflowWrap="anywhere">
            {isBlank(item.value) ? emptyValue : item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
