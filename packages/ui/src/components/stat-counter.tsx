import { Box, Card, HStack, Stat, type ColorPalette } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Chakra's palettes plus the portal's own (the generated ColorPalette type does not know them). */
export type PortalColorPalette = ColorPalette | 'primary' | 'secondary';

export interface StatCounterProps {
  label: ReactNode;
  value: number | string;
  /** Chakra colour palette of the number and accent, e.g. 'green', 'orange', 'red', 'primary'. */
  color?: PortalColorPalette;
  icon?: ReactNode;
  /** Small text under the number. */
  helpText?: ReactNode;
}

/** One counter of a counters row (e.g. 'Aktif 3', 'Kapalı 2', 'Toplam 5'). Wrap several in SimpleGrid. */
export function StatCounter({ label, value, color = 'primary', icon, helpText }: StatCounterProps) {
  return (
    <Card.Root colorPalette={color as ColorPalette} variant="outline" borderTopWidth="3px" borderTopColor="colorPalette.solid" size="sm">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="3">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText color="colorPalette.fg">{value}</Stat.ValueText>
            {helpText ? <Stat.HelpText as="dd">{helpText}</Stat.HelpText> : null}
          </Stat.Root>
          {icon ? (
            <Box fontSize="2xl" color="colorPalette.fg" aria-hidden="true">
              {icon}
            </Box>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
