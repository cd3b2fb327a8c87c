// /calisanlarim: the company owner's employees. Header with the company name, the employee count and
// the link to /calisan-raporlari; a card per member whose role is not owner (name or username, role
// chip, e-mail, phone or 'Eklenmedi', username); the empty state with the 'add employee' button,
// which has no action (staff add members in the admin area). The shell guards the route; the screen
// still answers a missing session, a non-owner and a missing company with the spec's texts.
import { extractErrorText, getErrorStatus } from '@portal/api-client';
import { useSessionUser } from '@portal/auth-store';
import { MSG, type SirketUyesi } from '@portal/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorPanel,
  Flex,
  Heading,
  HStack,
  PageHeader,
  QueryState,
  SimpleGrid,
  Stack,
  StatusChip,
  Text,
} from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSirket } from '../api/sirket';

const C = MSG.company;

export const CALISAN_LABELS = {
  title: 'Çalışanlarım', // the home card's title
  loading: 'Çalışanlar yükleniyor...', // ours
  count: (n: number): string => `${n} çalışan`, // ours
  reports: 'Çalışan Raporları', // ours (the page's title)
  empty: 'Henüz çalışan bulunmamaktadır.', // ours
  emptyHint: 'Şirketinize eklenen çalışanlar burada listelenir.', // ours
  add: 'Çalışan Ekle', // ours
  email: 'E-posta', // ours
  phone: 'Telefon', // ours
  username: 'Kullanıcı adı', // ours
} as const;

function Notice({ children }: { children: string }) {
  return (
    <Alert.Root status="warning" role="alert" borderRadius="md" my="6">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

export const memberName = (m: SirketUyesi): string => `${m.user.first_name} ${m.user.last_name}`.trim() || m.user.username;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="2" fontSize="sm" minW="0" align="baseline">
      <Text as="span" color="fg.muted" flexShrink={0} minW="24">
        {label}
      </Text>
      <Text as="span" truncate>
        {children}
      </Text>
    </HStack>
  );
}

function CalisanCard({ uye }: { uye: SirketUyesi }) {
  const { user } = uye;
  return (
    <Card.Root as="li" variant="outline" size="sm" data-testid="calisan-card">
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="3">
          <Heading as="h3" size="sm" minW="0" wordBreak="break-word">
            {memberName(uye)}
          </Heading>
          <StatusChip kind="sirketRol" value={uye.rol} flexShrink={0} />
        </Flex>
        <Stack gap="1.5">
          <Row label={CALISAN_LABELS.email}>
            {user.email || '-'}
          </Row>
          <Row label={CALISAN_LABELS.phone}>
            {user.telefon?.trim() ? user.telefon : C.phoneMissing}
          </Row>
          <Row label={CALISAN_LABELS.username}>
            {user.username}
          </Row>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CalisanlarimPage() {
  const user = useSessionUser();
  const owner = user?.is_sirket_sahibi === true;
  const sirketId = owner ? (user.sirket_id ?? null) : null;
  const query = useSirket(sirketId);

  if (!user) return <Notice>{MSG.permission.pleaseLogin}</Notice>;
  if (!owner) return <Notice>{MSG.permission.noPageAccess}</Notice>;
  if (sirketId === null) return <Notice>{C.notFound}</Notice>;
  if (query.isError) {
    const status = getErrorStatus(query.error);
    if (status === 404) return <Notice>{C.notFound}</Notice>;
    return <ErrorPanel title={extractErrorText(query.error, C.loadError)} message={null} onRetry={() => void query.refetch()} />;
  }

  const calisanlar = (query.data?.uyeler ?? []).filter((m) => m.rol !== 'sahip');
  const reportsLink = (
    <Button asChild variant="outline" colorPalette="primary">
      <RouterLink to="/calisan-raporlari">
        {CALISAN_LABELS.reports}
      </RouterLink>
    </Button>
  );

  return (
    <QueryState query={query} loadingLabel={CALISAN_LABELS.loading} errorTitle={C.loadError}>
      <PageHeader
        title={CALISAN_LABELS.title}
        subtitle={
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span" fontWeight="semibold" color="fg" data-testid="sirket-adi">
              {query.data?.adi}
            </Text>
            <Badge colorPalette="primary" variant="subtle" data-testid="calisan-sayisi">
              {CALISAN_LABELS.count(calisanlar.length)}
            </Badge>
          </HStack>
        }
        actions={reportsLink}
      />
      {calisanlar.length === 0 ? (
        <EmptyState
          title={CALISAN_LABELS.empty}
          description={CALISAN_LABELS.emptyHint}
          action={
            <Button variant="solid" colorPalette="primary" mt="2">
              {CALISAN_LABELS.add}
            </Button>
          }
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label={CALISAN_LABELS.title}>
          {calisanlar.map((m) => (
            <CalisanCard key={m.id} uye={m} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

export default CalisanlarimPage;
