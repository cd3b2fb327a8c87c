import { aktifPasifMeta, normalizeCapacity, type Kaynak } from '@portal/domain';
import { Button, Card, Heading, HStack, IconButton, StatusChip, Text } from '@portal/ui';
import { LuCalendarPlus, LuInfo, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { resourceInfoUrl } from '../info-links';

export const KAYNAK_TEXT = {
  reserve: 'Rezervasyon Yap',
  info: (ad: string) => `${ad} hakkında bilgi (yeni sekmede açılır)`,
  capacity: (n: number) => `${n} kişi`,
  capacityLabel: 'Kapasite:',
} as const;

/** One resource: name, Aktif/Pasif chip, capacity in persons, reserve button, info link. */
export function KaynakCard({ kaynak }: { kaynak: Kaynak }) {
  const status = aktifPasifMeta(kaynak.aktif);
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={`kaynak-${kaynak.id}-ad`}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md" id={`kaynak-${kaynak.id}-ad`}>
            {kaynak.ad}
          </Heading>
          <StatusChip label={status.label} color={status.color} flexShrink={0} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <HStack gap="2" fontSize="sm">
          <LuUsers aria-hidden="true" />
          <Text>
            <Text as="span" fontWeight="semibold">
              {KAYNAK_TEXT.capacityLabel}
            </Text>{' '}
            {KAYNAK_TEXT.capacity(normalizeCapacity(kaynak.kapasite))}
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="2">
        {kaynak.aktif ? (
          <Button asChild colorPalette="primary">
            <RouterLink to={`/kaynak/${kaynak.id}/rezervasyon/yeni`}>
              <LuCalendarPlus aria-hidden="true" /> {KAYNAK_TEXT.reserve}
            </RouterLink>
          </Button>
        ) : (
          <Button disabled colorPalette="gray">
            <LuCalendarPlus aria-hidden="true" /> {KAYNAK_TEXT.reserve}
          </Button>
        )}
        <IconButton asChild variant="ghost" aria-label={KAYNAK_TEXT.info(kaynak.ad)}>
          <a href={resourceInfoUrl(kaynak.ad)} target="_blank" rel="noopener noreferrer" title={KAYNAK_TEXT.info(kaynak.ad)}>
            <LuInfo aria-hidden="true" />
          </a>
        </IconButton>
      </Card.Footer>
    </Card.Root>
  );
}
