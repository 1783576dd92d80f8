import { Box, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export interface PanelSectionProps {
  /** The panel's heading (h2); it also names the region for assistive technology. */
  title: string;
  /** The region's name when it should say more than the heading, e.g. 'Odontograma do plano'. */
  label?: string;
  /** The panel's content. */
  children: ReactNode;
}

/** A titled, bordered block of a screen: a region named by its heading (or by `label`). */
export function PanelSection({ title, label, children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-label={label}
      aria-labelledby={label ? undefined : headingId}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      minW="0"
    >
      <Heading as="h2" id={headingId} size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
