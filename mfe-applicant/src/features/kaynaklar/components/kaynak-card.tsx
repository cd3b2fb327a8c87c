import { aktifPasifMeta, normalizeCapacity, type Kaynak } from '@portal/domain';
import { Button, Card, HStack, IconButton } from '@portal/ui';
import { LuCalendarPlus, LuInfo, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ItemCard, LabeledText } from '../../../lib/item-card';
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
    <ItemCard headingId={`kaynak-${kaynak.id}-ad`} title={kaynak.ad} status={{ label: status.label, color: status.color }}>
      <Card.Body>
        <HStack gap="2" fontSize="sm">
          <LuUsers aria-hidden="true" />
          <LabeledText label={KAYNAK_TEXT.capacityLabel}>{KAYNAK_TEXT.capacity(normalizeCapacity(kaynak.kapasite))}</LabeledText>
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
    </ItemCard>
  );
}
