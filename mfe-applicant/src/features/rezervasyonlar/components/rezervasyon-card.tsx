import {
  CLAMP_LINES,
  isReservationEditable,
  MSG,
  reservationProjectTitle,
  reservationResourceName,
  type Rezervasyon,
} from '@portal/domain';
import { Button, Card, DateText, Heading, HStack, Stack, StatusChip, Text } from '@portal/ui';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export const CARD_TEXT = {
  project: 'Proje:',
  time: 'Zaman:',
  edit: 'Düzenle',
} as const;

/** One reservation: resource, status, project, start-end, description (2 lines), edit or why not. */
export function RezervasyonCard({ rezervasyon: r }: { rezervasyon: Rezervasyon }) {
  const resource = reservationResourceName(r);
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={`rezervasyon-${r.id}-kaynak`}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md" id={`rezervasyon-${r.id}-kaynak`}>
            {resource}
          </Heading>
          <StatusChip kind="rezervasyon" value={r.durum} flexShrink={0} />
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Stack gap="1" fontSize="sm">
          <Text>
            <Text as="span" fontWeight="semibold">
              {CARD_TEXT.project}
            </Text>{' '}
            {reservationProjectTitle(r) || '-'}
          </Text>
          <Text>
            <Text as="span" fontWeight="semibold">
              {CARD_TEXT.time}
            </Text>{' '}
            <DateText as="span" value={r.baslangic} withTime /> - <DateText as="span" value={r.bitis} withTime />
          </Text>
        </Stack>
        {r.aciklama ? (
          <Text color="fg.muted" lineClamp={CLAMP_LINES.reservationCard} whiteSpace="pre-line" data-testid="aciklama">
            {r.aciklama}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer>
        {isReservationEditable(r.durum) ? (
          <Button asChild colorPalette="primary" variant="outline" size="sm">
            <RouterLink to={`/rezervasyon/${r.id}/guncelle`} aria-label={`${CARD_TEXT.edit}: ${resource}`}>
              <LuPencil aria-hidden="true" /> {CARD_TEXT.edit}
            </RouterLink>
          </Button>
        ) : (
          <Button disabled size="sm" variant="outline" colorPalette="gray">
            {MSG.reservation.notEditableLabel}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
