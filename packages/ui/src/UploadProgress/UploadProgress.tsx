import { Progress } from '@chakra-ui/react';
import { toUploadPercent, uploadProgressLabel } from '../files/messages';

export interface UploadProgressProps {
  /** Percentage sent so far, from 0 to 100 (rounded and kept within those bounds). */
  value: number;
  /** Shows 'Enviando... (n%)' above the bar; hide it where a button already says it. */
  showLabel?: boolean;
}

/** Progress bar of a file upload, read out as 'Enviando... (n%)'. */
export function UploadProgress({ value, showLabel = true }: UploadProgressProps) {
  const percent = toUploadPercent(value);
  const label = uploadProgressLabel(percent);
  return (
    <Progress.Root value={percent} min={0} max={100} width="full" size="sm" colorPalette="brand">
      {showLabel ? (
        <Progress.Label mb="1.5" fontSize="sm" fontWeight="medium">
          {label}
        </Progress.Label>
      ) : null}
      <Progress.Track aria-label={label} borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
