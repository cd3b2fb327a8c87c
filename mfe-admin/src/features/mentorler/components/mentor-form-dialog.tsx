// New / edit mentor: the user (required on create, from the users who are not mentors yet; fixed in
// edit), title, multiline expertise, active switch. 'Oluştur' stays disabled until a user is chosen.
// Save failures are only logged (the admin pages show nothing to the user on failure).
import { MENTOR_CAPACITY_DEFAULT, MENTOR_CAPACITY_MAX, MSG, ZMentorUpdate, ZMentorWrite, type Mentor } from '@portal/domain';
import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Switch, Text, Textarea } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { logAdminError } from '../../../lib/log-error';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useMentorCandidates, useSaveMentor } from '../api/mentorler';
import { mentorDisplayName, MENTOR_ADMIN_TEXT as T } from './mentor-text';

/** The search box and the select of users who are not mentors yet (the select carries the field's label). */
function UserPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error: string | undefined }) {
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
          <NativeSelect.Field aria-label={T.user} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
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
  const formId = useId();
  const isNew = mentor === null;
  const [userId, setUserId] = useState('');
  const [unvan, setUnvan] = useState(mentor?.unvan ?? '');
  const [uzmanlik, setUzmanlik] = useState(mentor?.uzmanlik ?? '');
  const [aktif, setAktif] = useState(mentor?.aktif ?? true);
  const [kapasite, setKapasite] = useState(String(mentor?.kapasite ?? MENTOR_CAPACITY_DEFAULT));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveMentor();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cap = kapasite.trim() === '' ? undefined : Number(kapasite);
    const parsed = isNew
      ? ZMentorWrite.safeParse({ user_id: userId === '' ? undefined : Number(userId), unvan, uzmanlik, aktif, kapasite: cap })
      : ZMentorUpdate.safeParse({ unvan, uzmanlik, aktif, kapasite: cap });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    try {
      await save.mutateAsync({ id: mentor?.id ?? null, payload: parsed.data as never });
      onClose();
    } catch (e) {
      logAdminError(T.saveFailed, e);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !save.isPending && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{isNew ? T.createTitle : T.editTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
                <Stack gap="4">
                  {isNew ? (
                    <UserPicker
                      value={userId}
                      error={errors.user_id}
                      onChange={(id) => {
                        setUserId(id);
                        setErrors({});
                      }}
                    />
                  ) : (
                    <Field.Root>
                      <Field.Label>{T.user}</Field.Label>
                      <Input value={`${mentorDisplayName(mentor)} (@${mentor.user?.username ?? ''})`} readOnly disabled />
                    </Field.Root>
                  )}
                  <Field.Root invalid={!!errors.unvan}>
                    <Field.Label>{T.unvan}</Field.Label>
                    <Input value={unvan} placeholder={MSG.mentor.titleHint} onChange={(e) => setUnvan(e.currentTarget.value)} />
                    <Field.HelperText>{MSG.mentor.titleHint}</Field.HelperText>
                    <Field.ErrorText>{errors.unvan}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!errors.uzmanlik}>
                    <Field.Label>{T.uzmanlik}</Field.Label>
                    <Textarea rows={4} value={uzmanlik} onChange={(e) => setUzmanlik(e.currentTarget.value)} />
                    <Field.HelperText>{MSG.mentor.expertiseHint}</Field.HelperText>
                    <Field.ErrorText>{errors.uzmanlik}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!errors.kapasite}>
                    <Field.Label>{T.kapasite}</Field.Label>
                    <Input type="number" min={1} max={MENTOR_CAPACITY_MAX} step={1} value={kapasite} onChange={(e) => setKapasite(e.currentTarget.value)} />
                    <Field.HelperText>{T.kapasiteHint}</Field.HelperText>
                    <Field.ErrorText>{errors.kapasite}</Field.ErrorText>
                  </Field.Root>
                  <Switch.Root checked={aktif} onCheckedChange={(d) => setAktif(d.checked)}>
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{T.aktif}</Switch.Label>
                  </Switch.Root>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={save.isPending}>
                {T.cancel}
              </Button>
              <Button type="submit" form={formId} colorPalette="primary" loading={save.isPending} disabled={isNew && userId === ''}>
                {isNew ? T.create : T.save}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
