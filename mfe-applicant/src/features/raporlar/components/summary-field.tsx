// The report summary of the report forms (a new report, a draft being completed): a textarea with
// its field error on the left and the spec's 'n/5000' counter on the right.
import { fieldError, type TextFieldProps } from '@portal/app-kit';
import { MSG, REPORT_SUMMARY_MAX } from '@portal/domain';
import { Box, Field, HStack, Text, Textarea } from '@portal/ui';

const M = MSG.report;

/** The field of a report form whose values hold `ozet`. */
export function SummaryField<T extends Record<string, unknown>>({ form, disabled }: { form: TextFieldProps<T>['form']; disabled: boolean }) {
  const name = 'ozet' as TextFieldProps<T>['name'];
  const summary = String(form.watch(name) ?? '');
  const summaryError = fieldError(form, name);
  const over = summary.length > REPORT_SUMMARY_MAX;
  return (
    <Field.Root required invalid={Boolean(summaryError)} disabled={disabled}>
      <Field.Label>
        {M.summaryLabel}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea rows={10} {...form.register(name)} />
      <HStack justify="space-between" width="full" gap="3" align="start">
        <Box>{summaryError ? <Field.ErrorText>{summaryError}</Field.ErrorText> : null}</Box>
        <Text fontSize="sm" color={over ? 'fg.error' : 'fg.muted'} aria-live="polite" data-testid="summary-counter" flexShrink={0}>
          {M.summaryCounter(summary.length)}
        </Text>
      </HStack>
    </Field.Root>
  );
}
