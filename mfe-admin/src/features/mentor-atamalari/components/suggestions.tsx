// The mentors ranked for one unassigned project (expertise words matching the project and call
// text, weighed against the mentor's load and cap), each applied with one click; and who was left
// out and why.
import { MSG, SCORE_COLOR_TO_CHIP, workloadColor, type Id } from '@portal/domain';
import { Badge, Box, Button, HStack, QueryState, Stack, StatusChip, Text } from '@portal/ui';
import { useAssignToApplication, useSuggestions } from '../api/mentor-atamalari';
import { assignmentErrorText, notifyError, notifySuccess } from './assignment-feedback';
import { ASSIGNMENT_TEXT as T } from './assignment-text';

const M = MSG.assignment;
const SHOWN = 3;

export function Suggestions({ basvuruId, projectTitle }: { basvuruId: Id; projectTitle: string }) {
  const query = useSuggestions(basvuruId);
  const assign = useAssignToApplication();
  const suggestions = query.data?.suggestions.slice(0, SHOWN) ?? [];
  const excluded = query.data?.excluded ?? [];

  const apply = async (mentorId: Id) => {
    try {
      await assign.mutateAsync({ mentorId, basvuruId });
      notifySuccess(M.singleSuccess);
    } catch (error) {
      notifyError(assignmentErrorText(error, M.singleFailed, M.singleNetworkError));
    }
  };

  return (
    <Box mt="2" pt="2" borderTopWidth="1px" aria-label={T.suggestionsFor(projectTitle)} role="region">
      <QueryState query={query} loadingLabel={T.loading} errorTitle={M.mentorsLoadError} isEmpty={suggestions.length === 0} empty={<Text fontSize="sm" color="fg.muted">{T.noSuggestions}</Text>}>
        <Stack gap="2">
          {suggestions.map((s) => (
            <HStack key={s.mentor.id} justify="space-between" gap="2" align="start" wrap="wrap">
              <Stack gap="0.5" minW="0" flex="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium" fontSize="sm">
                    {s.mentor.name}
                  </Text>
                  <StatusChip label={T.capacity(s.active_assignments, s.kapasite)} color={SCORE_COLOR_TO_CHIP[workloadColor(s.workload_level)]} />
                </HStack>
                {s.matched_words.length > 0 ? (
                  <HStack gap="1" wrap="wrap" fontSize="xs">
                    <Text as="span" color="fg.muted">
                      {T.matched}
                    </Text>
                    {s.matched_words.slice(0, 5).map((w) => (
                      <Badge key={w} size="sm" variant="subtle" colorPalette="blue">
                        {w}
                      </Badge>
                    ))}
                  </HStack>
                ) : null}
              </Stack>
              <Button size="xs" colorPalette="primary" loading={assign.isPending && assign.variables?.mentorId === s.mentor.id} onClick={() => void apply(s.mentor.id)}>
                {T.applySuggestion(s.mentor.name)}
              </Button>
            </HStack>
          ))}
          {excluded.length > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              {T.excludedTitle}: {excluded.map((e) => `${e.name} (${T.excludedReason[e.reason] ?? e.reason})`).join(', ')}
            </Text>
          ) : null}
        </Stack>
      </QueryState>
    </Box>
  );
}
