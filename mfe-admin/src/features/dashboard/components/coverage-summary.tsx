// The dashboard's receipt line: how many active companies have no receipt for last month, with the
// way to the coverage grid on the receipts page (showing only those companies when some miss it).
import type { DashboardOverview } from '@portal/domain';
import { Alert, Button, Flex, Text } from '@portal/ui';
import { DateTime } from 'luxon';
import { Link as RouterLink } from 'react-router-dom';
import { MISSING_RECEIPTS_PATH } from '../../dekontlar/components/coverage-grid';

export function monthName(ay: string): string {
  const d = DateTime.fromFormat(ay, 'yyyy-MM', { locale: 'tr' });
  return d.isValid ? d.toFormat('LLLL yyyy') : ay;
}

export function CoverageSummary({ coverage }: { coverage: DashboardOverview['receipt_coverage'] }) {
  const { month, missing, companies } = coverage;
  return (
    <Alert.Root status={missing > 0 ? 'warning' : 'success'} borderRadius="md" data-testid="coverage-summary">
      <Alert.Indicator />
      <Flex flex="1" justify="space-between" align="center" gap="3" wrap="wrap">
        <Alert.Content>
          <Alert.Title>Kira dekontları: {monthName(month)}</Alert.Title>
          <Alert.Description>
            <Text as="span">
              {missing > 0
                ? `${companies} aktif şirketten ${missing} tanesinin dekontu eksik.`
                : `${companies} aktif şirketin tamamı dekont yükledi.`}
            </Text>
          </Alert.Description>
        </Alert.Content>
        <Button asChild size="xs" variant="outline">
          <RouterLink to={missing > 0 ? MISSING_RECEIPTS_PATH : '/admin/receipts'}>Dekont kapsamını gör</RouterLink>
        </Button>
      </Flex>
    </Alert.Root>
  );
}
