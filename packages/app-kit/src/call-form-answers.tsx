// An application's answers to its call's own form (issue 51), read against the version they
// answered: each section's title, then each question's label and answer (choices joined, yes/no
// as Evet/Hayır, dates as gg.aa.yyyy, a file as its link). The applicant's application page and the
// admin detail both show it.
import { formatDate, type BasvuruFormu, type Cevap, type FormAlani } from '@portal/domain';
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@portal/ui';

function answerText(alan: FormAlani, value: Cevap | undefined) {
  if (value === undefined || value === '') return <Text color="fg.muted">-</Text>;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return (
      <Link href={value.url} target="_blank" rel="noreferrer" fontWeight="medium" wordBreak="break-all">
        {value.ad}
      </Link>
    );
  }
  if (Array.isArray(value)) return <Text>{value.join(', ')}</Text>;
  if (typeof value === 'boolean') return <Text>{value ? 'Evet' : 'Hayır'}</Text>;
  if (alan.tur === 'tarih' && typeof value === 'string') return <Text>{formatDate(value)}</Text>;
  return (
    <Text whiteSpace="pre-line" wordBreak="break-word">
      {String(value)}
    </Text>
  );
}

export function CallFormAnswers({ form }: { form: BasvuruFormu }) {
  return (
    <Stack gap="5" data-testid="call-form-answers">
      {form.tanim.bolumler.map((bolum, i) => (
        <Box key={i}>
          <Heading as="h3" size="sm" mb="2" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {bolum.baslik}
          </Heading>
          <Stack as="dl" gap="3">
            {bolum.alanlar.map((alan) => (
              <SimpleGrid key={alan.anahtar} columns={{ base: 1, md: 3 }} gap={{ base: '0.5', md: '4' }}>
                <Text as="dt" fontWeight="medium" fontSize="sm">
                  {alan.etiket}
                </Text>
                <Box as="dd" gridColumn={{ md: 'span 2' }}>
                  {answerText(alan, form.cevaplar[alan.anahtar])}
                </Box>
              </SimpleGrid>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
