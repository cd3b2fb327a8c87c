// The one frame of every screen: the content width and the margins per breakpoint (16 px from the
// window's edge on phones, more from md up), and, when given a title, the page header (PageHeader:
// back link, h1, subtitle, actions). Each remote wraps every screen of its routes in it (routes.tsx),
// so loading, error and empty states get the same margins; a screen then draws its PageHeader. The
// shell's own pages draw it with their title; the admin frame puts its side bar inside one.
import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { PageHeader } from './page-header';

/** Content widths: a form or a detail page, the ordinary list page, a wide page, the whole window. */
export type PageWidth = 'narrow' | 'default' | 'wide' | 'full';

const MAX_WIDTH: Record<PageWidth, BoxProps['maxW']> = {
  narrow: '3xl',
  default: '6xl',
  wide: '8xl',
  full: 'none',
};

/** The horizontal margins of every page (16 px on phones). */
export const PAGE_PADDING_X = { base: '4', md: '6', lg: '8' } as const;
/** The vertical padding of every page. */
export const PAGE_PADDING_Y = { base: '5', md: '8' } as const;

export interface PageFrameProps extends Omit<BoxProps, 'title'> {
  /** The page's h1; omit it when the screen inside draws its own PageHeader. */
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The way back (see PageHeader). */
  back?: ReactElement<{ children?: ReactNode }>;
  /** Default 'default'. */
  width?: PageWidth;
  /** No margins or vertical padding of its own (a frame inside a frame: the admin pages). */
  nested?: boolean;
  children?: ReactNode;
}

export function PageFrame({ title, subtitle, actions, back, width = 'default', nested = false, children, ...rest }: PageFrameProps) {
  return (
    <Box
      width="full"
      maxW={MAX_WIDTH[width]}
      mx="auto"
      px={nested ? undefined : PAGE_PADDING_X}
      py={nested ? undefined : PAGE_PADDING_Y}
      minW="0"
      data-testid="page-frame"
      {...rest}
    >
      {title !== undefined ? <PageHeader title={title} subtitle={subtitle} actions={actions} back={back} /> : null}
      {children}
    </Box>
  );
}
