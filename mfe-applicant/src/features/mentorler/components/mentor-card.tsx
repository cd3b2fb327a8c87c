// One mentor of the application: name, username, active/passive, title, e-mail, expertise and the
// assignment date; the download and share icons are there but do nothing (as the spec has them).
import { aktifPasifMeta, type Atama } from '@portal/domain';
import { Avatar, Card, DateText, Heading, HStack, IconButton, Stack, StatusChip, Text } from '@portal/ui';
import { LuDownload, LuShare2 } from 'react-icons/lu';
import { LabeledText } from '../../../lib/item-card';
import { atamaMentorName, MENTORS_TEXT as T } from './mentor-text';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <LabeledText fontSize="sm" label={`${label}:`}>
      {children}
    </LabeledText>
  );
}

export function MentorCard({ atama }: { atama: Atama }) {
  const name = atamaMentorName(atama);
  const status = aktifPasifMeta(atama.aktif && atama.mentor?.aktif !== false);
  const headingId = `atama-${atama.id}-mentor`;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <HStack gap="3" minW="0">
            <Avatar.Root colorPalette="primary" size="md" flexShrink={0}>
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            <Stack gap="0" minW="0">
              <Heading as="h2" size="md" id={headingId}>
                {name}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                @{atama.mentor?.user?.username}
              </Text>
            </Stack>
          </HStack>
          <StatusChip label={status.label} color={status.color} flexShrink={0} />
        </HStack>
      </Card.Header>
      <Card.Body gap="1.5">
        <Row label={T.unvan}>{atama.mentor?.unvan || '-'}</Row>
        <Row label={T.email}>{atama.mentor?.user?.email || '-'}</Row>
        <Row label={T.uzmanlik}>{atama.mentor?.uzmanlik || '-'}</Row>
        <Row label={T.assignedOn}>
          <DateText value={atama.tarih} />
        </Row>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap="1">
        <IconButton variant="ghost" size="sm" aria-label={T.download} title={T.download}>
          <LuDownload aria-hidden="true" />
        </IconButton>
        <IconButton variant="ghost" size="sm" aria-label={T.share} title={T.share}>
          <LuShare2 aria-hidden="true" />
        </IconButton>
      </Card.Footer>
    </Card.Root>
  );
}
