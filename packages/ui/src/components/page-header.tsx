import { Box, Flex, Heading, HStack, Text, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps extends Omit<FlexProps, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (wrap below the title on small screens). */
  actions?: ReactNode;
  /** Heading level; default 1. */
  level?: 1 | 2 | 3;
}

export function PageHeader({ title, subtitle, actions, level = 1, ...rest }: PageHeaderProps) {
  const as = `h${level}` as const;
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="4"
      mb="6"
      {...rest}
    >
      <Box>
        <Heading as={as} size={level === 1 ? '2xl' : 'xl'} color="brand.primary">
          {title}
        </Heading>
        {subtitle ? (
          <Text color="fg.muted" mt="1">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
