// The date filters of an admin list: @portal/ui's Turkish DateField ('gg.aa.yyyy', a visible label)
// reporting only real days or '' (validOnly), so a half-typed date never reaches the URL or the query.
import { DateField, Flex, type DateFieldProps } from '@portal/ui';
import type { ReactNode } from 'react';

export type DateFilterProps = Pick<DateFieldProps, 'label' | 'value' | 'onValueChange' | 'width'>;

/** One date filter: the ISO day ('YYYY-MM-DD') or '' in and out. */
export function DateFilter(props: DateFilterProps) {
  return <DateField validOnly bg="bg.panel" {...props} />;
}

/** A from / to pair of date filters, kept together when the filter bar wraps. */
export function DateRangeFilter({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" align="flex-end" direction={{ base: 'column', sm: 'row' }} width={{ base: 'full', sm: 'auto' }}>
      {children}
    </Flex>
  );
}
