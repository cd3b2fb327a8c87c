// The header of every page (drawn by PageFrame, or by a screen inside a frame): the way back above,
// then the title (the page's h1), its subtitle and the actions on the right (below the title on
// phones). After a navigation the h1 takes the keyboard focus (heading-focus.ts), so a screen reader
// starts at the new page and Tab continues from there.
import { Box, Flex, Heading, HStack, Link, Text, type BoxProps } from '@chakra-ui/react';
import { Children, cloneElement, isValidElement, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { PAGE_HEADING_ID, takeHeadingFocusRequest } from './heading-focus';

export interface PageHeaderProps extends Omit<BoxProps, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (wrap below the title on small screens). */
  actions?: ReactNode;
  /**
   * The way back, drawn above the title with an arrow: a link (or button) element whose text is the
   * label, e.g. `<RouterLink to="/cagrilar">Çağrılara Dön</RouterLink>`.
   */
  back?: ReactElement<{ children?: ReactNode }>;
  /** Heading level; default 1 (the page's heading: it takes the focus after a navigation). */
  level?: 1 | 2 | 3;
}

/**
 * A page heading drawn outside a PageHeader takes the focus after a navigation too: give the
 * returned ref to the h1 (with tabIndex -1). `key` changes when the heading shows another page.
 */
export function usePageHeadingFocus<E extends HTMLElement>(key: unknown = null) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (ref.current && takeHeadingFocusRequest()) ref.current.focus();
  }, [key]);
  return ref;
}

/** A back link: the caller's router link, styled once, with the arrow before its text. */
export function BackLink({ children }: { children: ReactElement<{ children?: ReactNode }> }) {
  const label = children.props.children;
  return (
    <Link
      asChild
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      cursor="pointer"
      _hover={{ color: 'fg', textDecoration: 'underline' }}
      data-testid="page-back"
    >
      {cloneElement(
        children,
        undefined,
        <>
          <LuArrowLeft aria-hidden="true" />
          {label}
        </>,
      )}
    </Link>
  );
}

function PageHeading({ title, level }: { title: ReactNode; level: 1 | 2 | 3 }) {
  const ref = usePageHeadingFocus<HTMLHeadingElement>(typeof title === 'string' ? title : null);
  const h1 = level === 1;
  return (
    <Heading
      ref={h1 ? ref : undefined}
      as={`h${level}`}
      id={h1 ? PAGE_HEADING_ID : undefined}
      tabIndex={h1 ? -1 : undefined}
      size={h1 ? { base: 'xl', md: '2xl' } : 'xl'}
      color="brand.primary"
      overflowWrap="anywhere"
      _focus={{ outline: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      {title}
    </Heading>
  );
}

export function PageHeader({ title, subtitle, actions, back, level = 1, ...rest }: PageHeaderProps) {
  const hasActions = Children.toArray(actions).length > 0;
  return (
    <Box mb="6" data-testid="page-header" {...rest}>
      {back && isValidElement(back) ? (
        <Box mb="2">
          <BackLink>{back}</BackLink>
        </Box>
      ) : null}
      <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap={{ base: '3', md: '4' }}>
        <Box minW="0">
          <PageHeading title={title} level={level} />
          {subtitle ? (
            <Text color="fg.muted" mt="1">
              {subtitle}
            </Text>
          ) : null}
        </Box>
        {hasActions ? (
          <HStack gap="2" wrap="wrap" flexShrink={0}>
            {actions}
          </HStack>
        ) : null}
      </Flex>
    </Box>
  );
}
