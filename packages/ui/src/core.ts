// @portal/ui/core: the light entry for start-up code (the shell's login, layout, home and route frame,
// and AppProviders). The provider, theme, colour mode, toaster and the Chakra layout/typography/form
// pieces those screens use; no overlays, menus, tables or date components (no Ark/zag machines but
// the toaster's, no luxon). Shared as its own Module Federation singleton beside '@portal/ui', from
// the same modules: the full entry exports all of this too, and the shell's one copy serves both
// (docs/bundles.md). Screens loaded later (remotes, settings) import '@portal/ui'.
//
// Chakra names are listed here by name as in chakra.ts (not re-exported from it: chakra.ts as a
// module pulls every component it lists). Add a name only when start-up code needs it; each one is
// on every user's first download.
export {
  Box,
  Flex,
  Stack,
  HStack,
  VStack,
  Grid,
  GridItem,
  SimpleGrid,
  Container,
  Center,
  Spacer,
  Separator,
  Heading,
  Text,
  Span,
  Strong,
  Link,
  VisuallyHidden,
  Button,
  IconButton,
  Input,
  Field,
  Badge,
  Card,
  Image,
  Icon,
  Alert,
  Spinner,
  chakra,
} from '@chakra-ui/react';
export type {
  BoxProps,
  FlexProps,
  StackProps,
  GridProps,
  HeadingProps,
  TextProps,
  ButtonProps,
  IconButtonProps,
  InputProps,
  LinkProps,
} from '@chakra-ui/react';

export { system, themeColors, SYSTEM_FONT_STACK } from './theme/system';
export { UiProvider, type UiProviderProps } from './provider/ui-provider';
export {
  ColorModeButton,
  ColorModeProvider,
  useColorMode,
  useColorModeValue,
  COLOR_MODE_STORAGE_KEY,
  COLOR_SCHEME_STORAGE_KEY,
  type ColorMode,
  type ColorModePreference,
  type ColorModeButtonProps,
  type ColorModeProviderProps,
  type UseColorModeReturn,
} from './provider/color-mode';
export { toaster, Toaster } from './provider/toaster';
export { notifySuccess, notifyError, NOTIFY_DURATION, type NotifyAction } from './provider/notify';
export { useHydrated } from './lib/hydration';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { Logo, PORTAL_NAME, type LogoProps } from './components/logo';
// The page frame every screen draws (the shell's home, not-found and login use it at start-up).
export { PageFrame, PAGE_PADDING_X, PAGE_PADDING_Y, type PageFrameProps, type PageWidth } from './components/page-frame';
export { PageHeader, BackLink, usePageHeadingFocus, type PageHeaderProps } from './components/page-header';
export { PAGE_HEADING_ID, requestHeadingFocus, takeHeadingFocusRequest } from './components/heading-focus';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
// The loading status (the shell's route frame shows it while a remote loads).
export { LoadingState, type LoadingStateProps } from './components/loading-state';
// The placeholders of a screen whose code or list is still loading (the route frame's, the lists').
export { SkeletonList, type SkeletonListProps } from './components/skeleton-list';
