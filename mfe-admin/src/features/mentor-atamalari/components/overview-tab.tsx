// Overview: the available mentors (name, workload chip, title, active projects, the first 100
// characters of their expertise) beside the approved projects without a mentor (title, applicant and
// company, call), each with a button that opens the single dialog for it. Both panels scroll beyond
// 400 px.
import { EXPERTISE_CUT_OVERVIEW, MSG, SCORE_COLOR_TO_CHIP, truncate, workloadColor, type Id } from '@portal/domain';
import { Badge, Box, Button, Card, Heading, HStack, QueryState, SimpleGrid, Stack, StatusChip, Text } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { useAssignmentsOverview, useAvailableMentors, useUnassignedProjects } from '../api/mentor-atamalari';
import { ConsensusPanel } from './consensus-panel';
import { Suggestions } from './suggestions';
import { ASSIGNMENT_TEXT as T } from './assignment-text';

const M = MSG.assignment;

function Panel({ title, count, action, children }: { title: string; count?: number; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <HStack gap="2">
            {action}
            {count !== undefined ? (
              <Badge colorPalette="primary" variant="subtle">
                {count}
              </Badge>
            ) : null}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Box maxH="400px" overflowY="auto" pr="1" tabIndex={0} data-testid="overview-panel">
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function OverviewTab({ onAssignProject, onPlan }: { onAssignProject: (basvuruId: Id) => void; onPlan: () => void }) {
  const mentors = useAvailableMentors();
  const projects = useUnassignedProjects();
  const overview = useAssignmentsOverview();
  const [suggesting, setSuggesting] = useState<Id | null>(null);
  return (
    <Stack gap="4">
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
      <Panel
        title={T.unassignedTitle}
        count={projects.data?.length}
        action={
          (projects.data ?? []).length > 0 ? (
            <Button size="xs" colorPalette="secondary" onClick={onPlan}>
              {T.planButton}
            </Button>
          ) : null
        }
      >
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
                  <HStack gap="1" flexShrink={0}>
                    <Button
                      size="xs"
                      variant={suggesting === p.id ? 'subtle' : 'ghost'}
                      colorPalette="primary"
                      aria-label={T.suggestionsLabel(p.proje_basligi)}
                      aria-expanded={suggesting === p.id}
                      onClick={() => setSuggesting((v) => (v === p.id ? null : p.id))}
                    >
                      {T.showSuggestions}
                    </Button>
                    <Button size="xs" colorPalette="primary" variant="outline" aria-label={`${T.assignThis}: ${p.proje_basligi}`} onClick={() => onAssignProject(p.id)}>
                      {T.assignThis}
                    </Button>
                  </HStack>
                </HStack>
                {suggesting === p.id ? <Suggestions basvuruId={p.id} projectTitle={p.proje_basligi} /> : null}
              </Box>
            ))}
          </Stack>
        </QueryState>
      </Panel>
    </SimpleGrid>
    {overview.data ? <ConsensusPanel items={overview.data.consensus} /> : null}
    </Stack>
  );
}
