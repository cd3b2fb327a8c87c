// The owner's row of the receipt coverage: the last months (the current one last), each saying
// whether that month's rent receipt is missing, uploaded, approved or rejected. Hidden when it
// cannot be loaded (the list above is what the owner needs).
import type { DekontKapsamDurum } from '@portal/domain';
import { Badge, Box, CHIP_PALETTE, Heading, SimpleGrid, Stack, Text, type ChipColor } from '@portal/ui';
import { DateTime } from 'luxon';
import { useDekontKapsam } from '../api/dekontlar';

const META: Record<DekontKapsamDurum, { label: string; color: ChipColor }> = {
  eksik: { label: 'Eksik', color: 'neutral' },
  yuklendi: { label: 'Beklemede', color: 'warning' },
  onaylandi: { label: 'Onaylandı', color: 'success' },
  reddedildi: { label: 'Reddedildi', color: 'error' },
};

function monthLabel(ay: string): string {
  const d = DateTime.fromFormat(ay, 'yyyy-MM', { locale: 'tr' });
  return d.isValid ? d.toFormat('LLLL yyyy') : ay;
}

export function KapsamRow() {
  const query = useDekontKapsam(true);
  const row = query.data?.satirlar[0];
  if (!query.data || !row) return null;
  return (
    <Stack gap="3" as="section" aria-label="Aylık dekont durumu">
      <Heading as="h2" size="md">
        Aylık Dekont Durumu
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 6 }} gap="3">
        {row.hucreler.map((h) => {
          const meta = META[h.durum];
          return (
            <Box as="li" key={h.ay} borderWidth="1px" borderRadius="md" p="3" bg="bg.panel" data-month={h.ay} data-state={h.durum}>
              <Text fontSize="sm" color="fg.muted" textTransform="capitalize">
                {monthLabel(h.ay)}
              </Text>
              <Badge mt="1" colorPalette={CHIP_PALETTE[meta.color]} variant={h.durum === 'eksik' ? 'outline' : 'subtle'}>
                {meta.label}
              </Badge>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
