import { DataList } from '@chakra-ui/react';

/** One labelled read-only value. */
export interface ReadOnlyField {
  label: string;
  value: string;
}

/** Read-only data of the signed-in dentist, as a description list (label, then value). */
export function ReadOnlyFields({ fields }: { fields: ReadonlyArray<ReadOnlyField> }) {
  return (
    <DataList.Root orientation="horizontal" gap="3">
      {fields.map((field) => (
        <DataList.Item key={field.label}>
          <DataList.ItemLabel minW="32">{field.label}</DataList.ItemLabel>
          <DataList.ItemValue>{field.value || '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
