// New / edit mentor: the user (required on create, from the users who are not mentors yet; fixed in
// edit), title, multiline expertise, the cap of active projects the suggestions respect, active
// switch. 'Oluştur' stays disabled until a user is chosen. Save failures are only logged (the admin
// pages show nothing to the user on failure), except the server's reason for refusing a user.
import { fieldError, setServerFieldErrors, SwitchField, useDebouncedSearch, useWatch, useZodForm } from '@portal/app-kit';
import { extractFieldErrors } from '@portal/api-client';
import { MENTOR_CAPACITY_DEFAULT, MENTOR_CAPACITY_MAX, MSG, ZMentorUpdate, ZMentorWrite, type Mentor } from '@portal/domain';
import { Field, FormDialog, Input, NativeSelect, Stack, Text, Textarea } from '@portal/ui';
import { useState, type ComponentProps } from 'react';
import { HistorySection } from '../../../lib/history-section';
import { logAdminError } from '../../../lib/log-error';
import { saveAndClose } from '../../../lib/save-and-close';
import { useMentorCandidates, useSaveMentor } from '../api/mentorler';
import { mentorDisplayName, MENTOR_ADMIN_TEXT as T } from './mentor-text';

/** The search box and the select of users who are not mentors yet (the select carries the field's label). */
function UserPicker({ error, ...select }: { error: string | undefined } & ComponentProps<typeof NativeSelect.Field>) {
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedSearch(search, setSearch);
  const candidates = useMentorCandidates(search, true);
  const users = candidates.data ?? [];
  return (
    <Stack gap="2">
      <Input type="search" placeholder={T.userSearch} aria-label={T.userSearch} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <Field.Root required invalid={!!error}>
        <Field.Label>
          {T.user} <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root disabled={candidates.isPending}>
          <NativeSelect.Field aria-label={T.user} {...select}>
            <option value="">{candidates.isPending ? T.candidatesLoading : T.userPlaceholder}</option>
            {users.map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.full_name && u.full_name !== u.username ? `${u.full_name} (@${u.username})` : `@${u.username}`}
                {u.email ? ` — ${u.email}` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {!candidates.isPending && users.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {T.noCandidates}
        </Text>
      ) : null}
    </Stack>
  );
}

export function MentorFormDialog({ mentor, onClose }: { mentor: Mentor | null; onClose: () => void }) {
  const isNew = mentor === null;
  // The user cannot change in edit: the edit schema has no user_id (one form, two schemas).
  const form = useZodForm(isNew ? ZMentorWrite : (ZMentorUpdate as unknown as typeof ZMentorWrite), {
    defaultValues: {
      user_id: '',
      unvan: mentor?.unvan ?? '',
      uzmanlik: mentor?.uzmanlik ?? '',
      aktif: mentor?.aktif ?? true,
      kapasite: mentor?.kapasite ?? MENTOR_CAPACITY_DEFAULT,
    },
  });
  const userId = useWatch({ control: form.control, name: 'user_id' });
  const save = useSaveMentor();

  const onSubmit = form.handleSubmit(
    saveAndClose(save, mentor?.id ?? null, onClose, (e) => {
      // A user who became a mentor meanwhile: the server's message under the picker.
      if (!setServerFieldErrors(form, extractFieldErrors(e))) logAdminError(T.saveFailed, e);
    }, { created: 'Mentor oluşturuldu', updated: 'Mentor güncellendi' }),
  );

  const capacityError = fieldError(form, 'kapasite');
  return (
    <FormDialog
      title={isNew ? T.createTitle : T.editTitle}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      busy={save.isPending}
      submitLabel={isNew ? T.create : T.save}
      submitDisabled={isNew && (userId === '' || userId === undefined)}
      size="lg"
    >
      {isNew ? (
        <UserPicker error={fieldError(form, 'user_id')} {...form.register('user_id')} />
      ) : (
        <Field.Root>
          <Field.Label>{T.user}</Field.Label>
          <Input value={`${mentorDisplayName(mentor)} (@${mentor.user?.username ?? ''})`} readOnly disabled />
        </Field.Root>
      )}
      <Field.Root invalid={!!fieldError(form, 'unvan')}>
        <Field.Label>{T.unvan}</Field.Label>
        <Input placeholder={MSG.mentor.titleHint} {...form.register('unvan')} />
        <Field.HelperText>{MSG.mentor.titleHint}</Field.HelperText>
        <Field.ErrorText>{fieldError(form, 'unvan')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!fieldError(form, 'uzmanlik')}>
        <Field.Label>{T.uzmanlik}</Field.Label>
        <Textarea rows={4} {...form.register('uzmanlik')} />
        <Field.HelperText>{MSG.mentor.expertiseHint}</Field.HelperText>
        <Field.ErrorText>{fieldError(form, 'uzmanlik')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!capacityError}>
        <Field.Label>{T.kapasite}</Field.Label>
        <Input
          type="number"
          min={1}
          max={MENTOR_CAPACITY_MAX}
          step={1}
          {...form.register('kapasite', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) })}
        />
        <Field.HelperText>{T.kapasiteHint}</Field.HelperText>
        <Field.ErrorText>{capacityError}</Field.ErrorText>
      </Field.Root>
      <SwitchField form={form} name="aktif" label={T.aktif} />
      {mentor ? <HistorySection nesne="mentor" id={mentor.id} inForm /> : null}
    </FormDialog>
  );
}
