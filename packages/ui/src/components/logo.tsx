import { chakra, HStack, Text, type StackProps } from '@chakra-ui/react';

export interface LogoProps extends StackProps {
  /** Name shown beside the mark. Default PORTAL_NAME. */
  name?: string;
  /** Hide the name (the mark alone keeps an accessible label). */
  markOnly?: boolean;
  /** Mark size in pixels; default 40. */
  size?: number;
}

/** The programme's name. TODO(domain): move to the domain's constants if it grows one. */
export const PORTAL_NAME = 'Kuluçka Portalı';

/** An inline SVG mark (a seedling in a hexagon, the incubator) + the name. */
export function Logo({ name = PORTAL_NAME, markOnly = false, size = 40, ...rest }: LogoProps) {
  return (
    <HStack gap="3" {...rest}>
      <chakra.svg
        viewBox="0 0 48 48"
        width={`${size}px`}
        height={`${size}px`}
        flexShrink={0}
        role="img"
        aria-label={markOnly ? name : undefined}
        aria-hidden={markOnly ? undefined : true}
      >
        <chakra.path d="M24 2 43 13v22L24 46 5 35V13z" fill="brand.primary" />
        <chakra.path
          d="M24 36V22m0 4c-6 0-9-4-9-9 6 0 9 4 9 9zm0-3c0-6 3-10 10-10 0 6-4 10-10 10z"
          fill="none"
          stroke="brand.secondary"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </chakra.svg>
      {markOnly ? null : (
        <Text as="span" fontWeight="bold" fontSize="lg" color="brand.primary" lineHeight="short">
          {name}
        </Text>
      )}
    </HStack>
  );
}
