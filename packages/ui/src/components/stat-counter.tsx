// A counter ('Aktif 3') and the row of counters above a list. On a phone the counters are compact
// (small label, smaller number, no icon) and their row is ONE row (StatCounterRow): the list starts
// right under it instead of a screen further down. A row with more counters than fit scrolls
// sideways inside itself (the page does not).
import { Box, Card, HStack, Stat, type ColorPalette } from '@chakra-ui/react';
import { Children, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

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

/** One counter of a counters row (e.g. 'Aktif 3', 'Kapalı 2', 'Toplam 5'). Put several in a StatCounterRow. */
export function StatCounter({ label, value, color = 'primary', icon, helpText }: StatCounterProps) {
  return (
    <Card.Root colorPalette={color as ColorPalette} variant="outline" borderTopWidth="3px" borderTopColor="colorPalette.solid" size="sm" minW="0">
      <Card.Body px={{ base: '2', md: '4' }} py={{ base: '2', md: '4' }}>
        <HStack justify="space-between" align="start" gap="3">
          <Stat.Root minW="0" gap={{ base: '0.5', md: '1' }}>
            <Stat.Label fontSize={{ base: 'xs', md: 'sm' }} lineHeight="short">
              {label}
            </Stat.Label>
            <Stat.ValueText color="colorPalette.fg" fontSize={{ base: 'xl', md: '2xl' }}>
              {value}
            </Stat.ValueText>
            {helpText ? (
              <Stat.HelpText as="dd" fontSize="xs">
                {helpText}
              </Stat.HelpText>
            ) : null}
          </Stat.Root>
          {icon ? (
            <Box fontSize="2xl" color="colorPalette.fg" aria-hidden="true" display={{ base: 'none', md: 'block' }}>
              {icon}
            </Box>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export interface StatCounterRowProps {
  /** The row's accessible name ('Rapor sayıları'). */
  label: string;
  /** Columns from md up (default: one per counter, up to 4). */
  columns?: number;
  /** Rendered as a list ('ul') when the children are list items (links to pages). */
  as?: 'div' | 'ul';
  /** Each counter's minimum width on a phone (default '5rem': four fit a 390 px phone); more than fit scroll sideways. */
  minItemWidth?: string;
  mb?: string;
  children: ReactNode;
}

/** True while the element's content is wider than its box (it scrolls sideways). */
function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/** The counters above a list: one compact row on a phone, a grid of `columns` from md up. */
export function StatCounterRow({ label, columns, as = 'div', minItemWidth = '5rem', mb = '6', children }: StatCounterRowProps) {
  const count = Children.toArray(children).length;
  const md = columns ?? Math.min(Math.max(count, 1), 4);
  const ref = useRef<HTMLElement>(null);
  // A row that scrolls sideways takes the keyboard focus (arrow keys scroll it) when nothing in it can.
  const scrolls = useOverflowsX(ref);
  return (
    <Box
      ref={ref}
      tabIndex={scrolls && as === 'div' ? 0 : undefined}
      as={as}
      role={as === 'div' ? 'group' : undefined}
      aria-label={label}
      data-testid="stat-counter-row"
      mb={mb}
      display="grid"
      gap={{ base: '1.5', md: '4' }}
      gridAutoFlow={{ base: 'column', md: 'row' }}
      gridAutoColumns={{ base: `minmax(${minItemWidth}, 1fr)`, md: 'auto' }}
      gridTemplateColumns={{ base: 'none', md: `repeat(${md}, minmax(0, 1fr))` }}
      overflowX={{ base: 'auto', md: 'visible' }}
      // Room for the cards' borders inside the scroll box.
      pb={{ base: '1', md: '0' }}
      listStyleType="none"
    >
      {children}
    </Box>
  );
}
