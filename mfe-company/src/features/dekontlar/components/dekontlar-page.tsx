// /dekontlar: the company owner's rent receipts. Counters (total, approved, pending, rejected), the
// upload form, and the list (status chip, payment date, upload date, the 'view receipt' link in a new
// tab; while a receipt waits, 'Dosyayı Değiştir' and 'Sil'), or the empty text. The shell guards the route; the screen still answers a missing session
// and a non-owner with the spec's texts, and a server refusal (the owner role was taken away during
// the session) with the non-owner text.
import { getErrorStatus } from '@portal/api-client';
import { useSessionUser } from '@portal/auth-store';
import { dekontDurumToSahipDurum, isDekontDurum, MSG, type Dekont, type DekontSahipDurum } from '@portal/domain';
import {
  Alert,
  Card,
  DateText,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Link,
  PageHeader,
  QueryState,
  SimpleGrid,
  Stack,
  StatCounter,
  StatCounterRow,
  StatusChip,
  Text,
} from '@portal/ui';
import { useDekontlar } from '../api/dekontlar';
import { DekontActions } from './dekont-actions';
import { DekontUploadForm } from './dekont-upload-form';
import { KapsamRow } from './kapsam-row';

const R = MSG.receipt;

export const DEKONT_LABELS = {
  title: 'Kira Dekont Takibi',
  subtitle: 'Kira ödemelerinizin dekontlarını yükleyin ve onay durumlarını takip edin.', // ours
  total: 'Toplam Dekont', // ours
  approved: 'Onaylanan', // ours
  pending: 'Bekleyen', // ours
  rejected: 'Reddedilen', // ours
  listTitle: 'Yüklenen Dekontlar', // ours
  loading: 'Dekontlar yükleniyor...', // ours
  empty: 'Henüz dekont yüklenmemiş.', // ours
  emptyHint: 'İlk kira dekontunuzu yukarıdaki formdan yükleyebilirsiniz.', // ours
  paymentDate: 'Ödeme Tarihi', // ours
  uploadDate: 'Yükleme Tarihi', // ours
  view: 'Dekontu Görüntüle', // ours
} as const;

function Notice({ children }: { children: string }) {
  return (
    <Alert.Root status="warning" role="alert" borderRadius="md" my="6">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** The owner's reading of a receipt's status (the server sends the admin value). */
export function sahipDurumOf(d: Pick<Dekont, 'durum' | 'durum_sahip'>): DekontSahipDurum | null {
  if (d.durum_sahip) return d.durum_sahip;
  const up = typeof d.durum === 'string' ? d.durum.toUpperCase() : '';
  return isDekontDurum(up) ? dekontDurumToSahipDurum(up) : null;
}

function DekontCard({ dekont: d }: { dekont: Dekont }) {
  return (
    <Card.Root variant="outline" size="sm" as="li" data-testid="dekont-card">
      <Card.Body gap="2">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{DEKONT_LABELS.paymentDate}:</Text>
              <DateText as="span" value={d.odeme_tarihi} />
            </HStack>
            <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
              <Text>{DEKONT_LABELS.uploadDate}:</Text>
              <DateText as="span" value={d.yukleme_tarihi} withTime />
            </HStack>
          </Stack>
          <StatusChip kind="dekontSahip" value={d.durum} />
        </Flex>
        {d.aciklama ? (
          <Text fontSize="sm" lineClamp={3} wordBreak="break-word">
            {d.aciklama}
          </Text>
        ) : null}
        {d.dekont_dosyasi ? (
          <Link href={d.dekont_dosyasi} target="_blank" rel="noopener noreferrer" color="brand.primary" fontSize="sm" alignSelf="start">
            {DEKONT_LABELS.view} 
          </Link>
        ) : null}
        <DekontActions dekont={d} />
      </Card.Body>
    </Card.Root>
  );
}

export function DekontlarPage() {
  const user = useSessionUser();
  const owner = user?.is_sirket_sahibi === true && user.sirket_id != null;
  const query = useDekontlar(owner);

  if (!user) return <Notice>{MSG.permission.pleaseLogin}</Notice>;
  if (!owner) return <Notice>{MSG.permission.noPageAccess}</Notice>;
  const status = getErrorStatus(query.error);
  if (status === 403 || status === 404) return <Notice>{MSG.permission.noPageAccess}</Notice>;

  const all = query.data ?? [];
  const count = (s: DekontSahipDurum) => all.filter((d) => sahipDurumOf(d) === s).length;
  const sorted = [...all].sort((a, b) => (a.yukleme_tarihi < b.yukleme_tarihi ? 1 : a.yukleme_tarihi > b.yukleme_tarihi ? -1 : b.id - a.id));

  return (
    <Stack gap="6">
      <PageHeader title={DEKONT_LABELS.title} subtitle={DEKONT_LABELS.subtitle} mb="0" />
      <QueryState query={query} loadingLabel={DEKONT_LABELS.loading} errorTitle={R.loadError}>
        <StatCounterRow label="Dekont sayıları" mb="0">
          <StatCounter label={DEKONT_LABELS.total} value={all.length} color="primary" />
          <StatCounter label={DEKONT_LABELS.approved} value={count('onaylandi')} color="green" />
          <StatCounter label={DEKONT_LABELS.pending} value={count('beklemede')} color="orange" />
          <StatCounter label={DEKONT_LABELS.rejected} value={count('reddedildi')} color="red" />
        </StatCounterRow>
      </QueryState>
      <DekontUploadForm />
      <KapsamRow />
      <Stack gap="3" as="section" aria-label={DEKONT_LABELS.listTitle}>
        <Heading as="h2" size="md">
          {DEKONT_LABELS.listTitle}
        </Heading>
        {query.isSuccess && all.length === 0 ? (
          <EmptyState title={DEKONT_LABELS.empty} description={DEKONT_LABELS.emptyHint} />
        ) : query.isSuccess ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {sorted.map((d) => (
              <DekontCard key={d.id} dekont={d} />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Stack>
  );
}

export default DekontlarPage;
