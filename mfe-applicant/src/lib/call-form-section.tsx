// The call's own questions (issue 51) on the apply and draft pages, after the spec's fixed fields:
// the shared renderer (CallFormFields, the one the admin preview draws) on a form of its own, checked
// by the domain's makeAnswersFormSchema when the page saves (a draft: partially) or sends (fully).
import { CallFormFields, useZodForm } from '@portal/app-kit';
import { extractFieldErrors } from '@portal/api-client';
import { emptyAnswers, makeAnswersFormSchema, type Cevap, type FormTanimi } from '@portal/domain';
import { Box } from '@portal/ui';
import { forwardRef, useEffect, useImperativeHandle, useMemo } from 'react';

export interface CallFormHandle {
  /** The answers as typed when they pass (`partial`: every rule but "required"), else null with the messages under the fields. */
  check(partial: boolean): Record<string, unknown> | null;
  /** A refused save or send: the server's `cevaplar.<key>` messages under the fields. */
  showServerErrors(error: unknown): void;
}

export interface CallFormSectionProps {
  tanim: FormTanimi;
  /** A draft's stored answers (a file as its link). */
  initial?: Record<string, Cevap>;
  disabled?: boolean;
}

export const CallFormSection = forwardRef<CallFormHandle, CallFormSectionProps>(function CallFormSection({ tanim, initial, disabled }, ref) {
  const full = useMemo(() => makeAnswersFormSchema(tanim, { partial: false }), [tanim]);
  const form = useZodForm(full, { defaultValues: { cevaplar: { ...emptyAnswers(tanim), ...initial } } });
  // The answers are checked when the page saves or sends; a changed answer drops its message.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  useImperativeHandle(
    ref,
    () => ({
      check(partial) {
        const values = form.getValues();
        const result = (partial ? makeAnswersFormSchema(tanim, { partial: true }) : full).safeParse(values);
        form.clearErrors();
        if (result.success) return values.cevaplar as Record<string, unknown>;
        for (const issue of result.error.issues) form.setError(issue.path.join('.') as `cevaplar.${string}`, { type: 'validate', message: issue.message });
        return null;
      },
      showServerErrors(error) {
        const answers = Object.fromEntries(Object.entries(extractFieldErrors(error)).filter(([key]) => key.startsWith('cevaplar.')));
        for (const [key, message] of Object.entries(answers)) if (message) form.setError(key as `cevaplar.${string}`, { type: 'server', message });
      },
    }),
    [form, full, tanim],
  );
  return (
    <Box borderTopWidth="1px" pt="5" data-testid="call-form-section">
      <CallFormFields form={form} tanim={tanim} disabled={disabled} />
    </Box>
  );
});
