// Paging below a table: 'Önceki', 'Sayfa x / y', 'Sonraki' (DataTable's, and the tables that page
// on their own, e.g. the receipt coverage grid).
import { Button, HStack, Text } from '@chakra-ui/react';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** While the next page loads, both buttons wait. */
  loading?: boolean;
}

export function Pager({ page, pageCount, onPageChange, loading = false }: PagerProps) {
  return (
    <HStack as="nav" aria-label="Sayfalama" justify="flex-end" gap="3" mt="3">
      <Button size="sm" variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1 || loading}>
        Önceki
      </Button>
      <Text fontSize="sm" aria-live="polite">
        Sayfa {page} / {pageCount}
      </Text>
      <Button size="sm" variant="outline" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount || loading}>
        Sonraki
      </Button>
    </HStack>
  );
}
