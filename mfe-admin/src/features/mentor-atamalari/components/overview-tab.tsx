// Overview: the available mentors (name, workload chip, title, active projects, the first 100
// characters of their expertise) beside the approved projects without a mentor (title, applicant and
// company, call), each with a button that opens the single dialog for it. Both panels scroll beyond
// 400 px.
import { EXPERTISE_CUT_OVERVIEW, MSG, SCORE_COLOR_TO_CHIP, truncate, workloadColor, type Id } from '@portal/domain';
import { Badge, Box, Button, Card, Heading, HStack, QueryState, SimpleGrid, Stack, StatusChip, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { useAvailableMentors, useUnassignedProjects } from '../api/mentor-atamalari';
import { ASSIGNMENT_TEXT as T } from './assignment-text';

const M = MSG.assignment;

function Panel({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {count !== undefined ? (
            <Badge colorPalette="primary" variant="subtle">
              {count}
            </Badge>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Box maxH="400px" overflowY="auto" pr="1" data-testid="overview-panel">
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function OverviewTab({ onAssignProject }: { onAssignProject: (basvuruId: Id) => void }) {
  const mentors = useAvailableMentors();
  const projects = useUnassignedProjects();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Panel title={T.availableTitle} count={mentors.data?.length}>
        <QueryState query={mentors} loadingLabel={T.loading} errorTitle={M.mentorsLoadError} isEmpty={(mentors.data ?? []).length === 0} empty={<Text color="fg.muted">{T.noMentors}</Text>}>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {(mentors.data ?? []).map((m) => (
              <Box as="li" key={m.id} borderWidth="1px" borderRadius="md" p="3" aria-label={m.name}>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{m.name}</Text>
                  <StatusChip label={m.workload_level} color={SCORE_COLOR_TO_CHIP[workloadColor(m.workload_level)]} aria-label={`${T.workload}: ${m.workload_level}`} />
                </HStack>
                <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
                  {m.unvan ? <Text as="span">{m.unvan}</Text> : null}
                  <Text as="span">{T.activeProjects(m.active_assignments)}</Text>
                </HStack>
                {m.uzmanlik ? (
                  <Text fontSize="sm" mt="1" title={m.uzmanlik}>
                    {truncate(m.uzmanlik, EXPERTISE_CUT_OVERVIEW)}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Stack>
        </QueryState>
      </Panel>
      <Panel title={T.unassignedTitle} count={projects.data?.length}>
        <QueryState query={projects} loadingLabel={T.loading} errorTitle={M.unassignedLoadError} isEmpty={(projects.data ?? []).length === 0} empty={<Text color="fg.muted">{T.noUnassigned}</Text>}>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {(projects.data ?? []).map((p) => (
              <Box as="li" key={p.id} borderWidth="1px" borderRadius="md" p="3" aria-label={p.proje_basligi}>
                <HStack justify="space-between" gap="2" align="start">
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="semibold">{p.proje_basligi}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {T.applicant}: {p.basvuran?.ad_soyad || '-'}
                      {p.basvuran?.firma_adi ? ` · ${p.basvuran.firma_adi}` : ''}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {T.call}: {p.cagri?.baslik || '-'}
                    </Text>
                  </Stack>
                  <Button size="xs" colorPalette="primary" variant="outline" flexShrink={0} aria-label={`${T.assignThis}: ${p.proje_basligi}`} onClick={() => onAssignProject(p.id)}>
                    {T.assignThis}
                  </Button>
                </HStack>
              </Box>
            ))}
          </Stack>
        </QueryState>
      </Panel>
    </SimpleGrid>
  );
}
