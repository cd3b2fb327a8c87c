// The form of a draft (an application, a report): like FormCard, but with two ways out: keep the
// draft ('Taslağı Kaydet', stays on the page) or send it (the form's submit). Above the fields, the
// draft's notice; under them, the current attachment with the choice to remove it.
import { Box, Button, Card, Checkbox, FormAlert, HStack, Link, Text } from '@portal/ui';
import type { FormEvent, ReactNode } from 'react';
import { LuDownload, LuSave, LuSend } from 'react-icons/lu';

export interface DraftFormCardProps {
  label: string;
  /** Sends the draft (validates first). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Keeps the draft as it is now. */
  onSave: () => unknown;
  alert: string | null;
  saveLabel: string;
  savingLabel: string;
  submitLabel: string;
  submittingLabel: string;
  saving: boolean;
  submitting: boolean;
  /** E.g. the call has closed: the draft can be kept but not sent. */
  submitDisabled?: boolean;
  children: ReactNode;
}

export function DraftFormCard(props: DraftFormCardProps) {
  const { label, onSubmit, onSave, alert, saving, submitting, submitDisabled, children } = props;
  const busy = saving || submitting;
  return (
    <Card.Root variant="outline" asChild>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
        <Card.Body gap="5">
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          {children}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="primary" disabled={submitDisabled || (busy && !submitting)} loading={submitting} loadingText={props.submittingLabel}>
              <LuSend aria-hidden="true" /> {props.submitLabel}
            </Button>
            <Button type="button" variant="outline" colorPalette="primary" onClick={() => void onSave()} disabled={busy && !saving} loading={saving} loadingText={props.savingLabel}>
              <LuSave aria-hidden="true" /> {props.saveLabel}
            </Button>
          </HStack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}

export interface CurrentAttachmentProps {
  /** The draft's attachment (signed URL), or null. */
  url: string | null;
  label: string;
  downloadLabel: string;
  removeLabel: string;
  remove: boolean;
  onRemoveChange: (remove: boolean) => void;
  disabled?: boolean;
}

/** 'Mevcut ek dosya: indir' with a checkbox that removes it on the next save; nothing when there is none. */
export function CurrentAttachment({ url, label, downloadLabel, removeLabel, remove, onRemoveChange, disabled }: CurrentAttachmentProps) {
  if (!url) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" px="4" py="3" data-testid="current-attachment">
      <Text fontSize="sm" mb="2">
        <Text as="span" fontWeight="semibold">
          {label}
        </Text>{' '}
        <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.primary" textDecoration={remove ? 'line-through' : undefined}>
          <LuDownload aria-hidden="true" /> {downloadLabel}
        </Link>
      </Text>
      <Checkbox.Root checked={remove} onCheckedChange={(e) => onRemoveChange(e.checked === true)} disabled={disabled} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{removeLabel}</Checkbox.Label>
      </Checkbox.Root>
    </Box>
  );
}
