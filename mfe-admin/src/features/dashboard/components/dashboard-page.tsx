// /admin/dashboard (and /admin): nine tiles, each with its total and its 'active' count (pending for
// applications, reports, reservations and receipts), linking to its admin page; the receipts'
// coverage of last month; three 'latest' lists (the 5 newest applications, reports and users), each
// with a 'see all' button to its admin page. Failures are only logged (admin pages show nothing).
import type { Basvuru, DashboardArea, Rapor, UserRecord } from '@portal/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  DateText,
  Flex,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  QueryState,
  SimpleGrid,
  Stack,
  StatCounterRow,
  StatusChip,
  Text,
} from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLogError } from '../../../lib/log-error';
import { applicantOf, projectOf } from '../../raporlar/components/rapor-text';
import { useDashboardOverview, useRecentActivities } from '../api/dashboard';
import { CoverageSummary } from './coverage-summary';

type Area = DashboardArea;

/** The nine tiles in the order of the admin pages, with what their second number counts. */
export const TILES: ReadonlyArray<{ area: Area; label: string; to: string; active: string }> = [
  { area: 'calls', label: 'Çağrılar', to: '/admin/calls', active: 'aktif' },
  { area: 'applications', label: 'Başvurular', to: '/admin/applications', active: 'bekleyen' },
  { area: 'reports', label: 'Raporlar', to: '/admin/reports', active: 'bekleyen' },
  { area: 'users', label: 'Kullanıcılar', to: '/admin/users', active: 'aktif' },
  { area: 'companies', label: 'Şirketler', to: '/admin/companies', active: 'aktif' },
  { area: 'mentors', label: 'Mentorlar', to: '/admin/mentors', active: 'aktif' },
  { area: 'resources', label: 'Kaynaklar', to: '/admin/resources', active: 'aktif' },
  { area: 'reservations', label: 'Rezervasyonlar', to: '/admin/reservations', active: 'bekleyen' },
  { area: 'receipts', label: 'Dekontlar', to: '/admin/receipts', active: 'bekleyen' },
];

export const DASHBOARD_LABELS = {
  loading: 'Gösterge paneli yükleniyor...', // ours
  loadError: 'Gösterge paneli yüklenemedi.', // ours
  seeAll: 'Tümünü Gör', // ours
  recentApplications: 'Son Başvurular', // ours
  recentReports: 'Son Raporlar', // ours
  recentUsers: 'Son Kullanıcılar', // ours
  none: 'Henüz kayıt yok.', // ours
} as const;

function Tile({ label, to, total, active, activeLabel }: { label: string; to: string; total: number; active: number; activeLabel: string }) {
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root
        variant="outline"
        size="sm"
        height="full"
        borderTopWidth="3px"
        borderTopColor="brand.primary"
        _hover={{ borderColor: 'brand.primary', bg: 'bg.muted' }}
        transition="background 0.15s"
        data-testid="dashboard-tile"
      >
        <Card.Body gap="1" px={{ base: '2.5', md: '4' }} py={{ base: '2', md: '4' }}>
          <LinkOverlay asChild>
            <RouterLink to={to} aria-label={`${label}: ${total} toplam, ${active} ${activeLabel}`}>
              <Text fontWeight="semibold" color="fg.muted" fontSize={{ base: 'xs', md: 'sm' }}>
                {label}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
            <Text fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" color="brand.primary" lineHeight="1" data-testid="tile-total">
              {total}
            </Text>
            <Badge colorPalette={activeLabel === 'bekleyen' ? 'orange' : 'green'} variant="subtle" size={{ base: 'xs', md: 'sm' }} data-testid="tile-active">
              {active} {activeLabel}
            </Badge>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** How many of the latest rows a list shows. */
const LATEST_COUNT = 5;

interface ItemProps {
  title: string;
  sub: ReactNode;
  right?: ReactNode;
}

/** A card of the latest rows of one area (its first few, as `item` describes each), and a link to the area. */
function LatestList<T extends { id: number }>({ title, to, rows, item }: { title: string; to: string; rows: T[] | undefined; item: (row: T) => ItemProps }) {
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Button asChild size="xs" variant="outline" colorPalette="primary">
            <RouterLink to={to} aria-label={`${DASHBOARD_LABELS.seeAll}: ${title}`}>
              {DASHBOARD_LABELS.seeAll}
            </RouterLink>
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        {!rows?.length ? (
          <Text color="fg.muted" fontSize="sm">
            {DASHBOARD_LABELS.none}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" separator={<Box as="li" aria-hidden="true" borderTopWidth="1px" />}>
            {rows.slice(0, LATEST_COUNT).map((row) => (
              <Item key={row.id} {...item(row)} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Item({ title, sub, right = null }: ItemProps) {
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" py="2">
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {title}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {sub}
        </Text>
      </Box>
      <Box flexShrink={0}>{right}</Box>
    </Flex>
  );
}

const userName = (u: UserRecord) => u.full_name?.trim() || `${u.first_name} ${u.last_name}`.trim() || u.username;
const applicantName = (b: Basvuru) => b.basvuran?.ad_soyad || b.basvuran?.email || '-';

/** An item's second line: who, and the day. */
function whoAndWhen(who: ReactNode, day: string) {
  return (
    <>
      {who} · <DateText as="span" value={day} variant="admin" />
    </>
  );
}

const applicationItem = (b: Basvuru): ItemProps => ({ title: b.proje_basligi, sub: whoAndWhen(applicantName(b), b.olusturuldu), right: <StatusChip kind="basvuru" value={b.durum} /> });
const reportItem = (x: Rapor): ItemProps => ({ title: projectOf(x), sub: whoAndWhen(applicantOf(x), x.olusturuldu), right: <StatusChip kind="rapor" value={x.durum} /> });
const userItem = (u: UserRecord): ItemProps => ({ title: userName(u), sub: whoAndWhen(<>@{u.username}</>, u.date_joined) });

export function DashboardPage() {
  const overview = useDashboardOverview();
  const recent = useRecentActivities();
  useLogError('Gösterge paneli yüklenemedi', overview.error);
  useLogError('Son etkinlikler yüklenemedi', recent.error);

  const r = recent.data;
  return (
    <Stack gap="6">
      <QueryState query={overview} loadingLabel={DASHBOARD_LABELS.loading} errorTitle={DASHBOARD_LABELS.loadError}>
        {/* One row of compact tiles on a phone (it scrolls sideways inside itself), three columns from md up. */}
        <StatCounterRow as="ul" label="Genel bakış" columns={3} minItemWidth="7.5rem" mb="0">
          {TILES.map((t) => {
            const c = overview.data?.[t.area];
            return <Tile key={t.area} label={t.label} to={t.to} total={c?.total ?? 0} active={c?.active ?? 0} activeLabel={t.active} />;
          })}
        </StatCounterRow>
      </QueryState>
      {overview.data ? <CoverageSummary coverage={overview.data.receipt_coverage} /> : null}
      <QueryState query={recent} loadingLabel={DASHBOARD_LABELS.loading} errorTitle={DASHBOARD_LABELS.loadError}>
        <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
          <LatestList title={DASHBOARD_LABELS.recentApplications} to="/admin/applications" rows={r?.recent_applications} item={applicationItem} />
          <LatestList title={DASHBOARD_LABELS.recentReports} to="/admin/reports" rows={r?.recent_reports} item={reportItem} />
          <LatestList title={DASHBOARD_LABELS.recentUsers} to="/admin/users" rows={r?.recent_users} item={userItem} />
        </SimpleGrid>
      </QueryState>
    </Stack>
  );
}

export default DashboardPage;
