// The conversation of the project on the mentor's page: the shared thread, where the mentor may
// mark a message as a request for information; the applicant's answer arrives without a reload.
import { MessageThread } from '@portal/app-kit';
import { MESAJ_MESSAGES as T, type Id } from '@portal/domain';
import { Box, Card, Heading } from '@portal/ui';

export function ProjectMessages({ basvuruId }: { basvuruId: Id }) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="mesajlar-baslik">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="mesajlar-baslik">
          {T.title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Box>
          <MessageThread basvuruId={basvuruId} canRequest />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
