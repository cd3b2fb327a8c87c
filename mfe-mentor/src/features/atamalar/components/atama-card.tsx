// One assignment of the mentor: project, applicant and company, assignment date, its state, the link
// to the application's reports, and what the evaluation screen puts inside (form, past evaluations).
import { atamaDurumMeta, type Atama } from '@portal/domain';
import { Button, Card, DateText, Heading, HStack, Stack, StatusChip, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const ATAMA_CARD_TEXT = {
  applicant: 'Başvuran:',
  company: 'Firma:',
  assignedOn: 'Atama tarihi:',
  reports: 'Raporları Görüntüle',
} as const;
const T = ATAMA_CARD_TEXT;

/** An assignment whose application still exists (the screen hides the others). */
export type VisibleAtama = Atama & { basvuru: NonNullable<Atama['basvuru']> };

export function AtamaCard({ atama, children }: { atama: VisibleAtama; children?: ReactNode }) {
  const headingId = `atama-${atama.id}-baslik`;
  const durum = atamaDurumMeta(atama.aktif);
  const basvuran = atama.basvuru.basvuran;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="lg" id={headingId}>
              {atama.basvuru.proje_basligi}
            </Heading>
            <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
              <Text as="span">
                <Text as="span" fontWeight="semibold">
                  {T.applicant}
                </Text>{' '}
                {basvuran?.ad_soyad || '-'}
              </Text>
              {basvuran?.firma_adi ? (
                <Text as="span">
                  <Text as="span" fontWeight="semibold">
                    {T.company}
                  </Text>{' '}
                  {basvuran.firma_adi}
                </Text>
              ) : null}
              <Text as="span">
                <Text as="span" fontWeight="semibold">
                  {T.assignedOn}
                </Text>{' '}
                <DateText value={atama.tarih} />
              </Text>
            </HStack>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <StatusChip label={durum.label} color={durum.color} />
            <Button asChild size="sm" variant="outline" colorPalette="primary">
              <RouterLink to={`/basvuru/${atama.basvuru.id}/reports`}>{T.reports}</RouterLink>
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      {children ? <Card.Body gap="6">{children}</Card.Body> : null}
    </Card.Root>
  );
}
