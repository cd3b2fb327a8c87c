import { extractErrorText } from '@portal/api-client';
import {
  CLAMP_LINES,
  describeRange,
  formatDate,
  isReservationCancellable,
  isReservationEditable,
  MSG,
  reservationProjectTitle,
  reservationResourceName,
  type Rezervasyon,
} from '@portal/domain';
import { Button, Card, ConfirmDialog, DateText, notifySuccess, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import { LuPencil, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useCancelRezervasyon } from '../api/rezervasyonlar';
import { AddToCalendarButton, canAddToCalendar } from './add-to-calendar';
import { HistoryButton } from '../../../lib/history-button';
import { ItemCard, LabeledText } from '../../../lib/item-card';

export const CARD_TEXT = {
  project: 'Proje:',
  time: 'Zaman:',
  edit: 'Düzenle',
} as const;

/** One reservation: resource, status, project, start-end, description (2 lines), edit and cancel while waiting, or why not. */
export function RezervasyonCard({ rezervasyon: r }: { rezervasyon: Rezervasyon }) {
  const resource = reservationResourceName(r);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelRezervasyon();
  const range = `${formatDate(r.baslangic)} ${describeRange(r.baslangic, r.bitis) ?? ''}`.trim();
  return (
    <ItemCard headingId={`rezervasyon-${r.id}-kaynak`} title={resource} status={{ kind: 'rezervasyon', value: r.durum }}>
      <Card.Body gap="3">
        <Stack gap="1" fontSize="sm">
          <LabeledText label={CARD_TEXT.project}>{reservationProjectTitle(r) || '-'}</LabeledText>
          <LabeledText label={CARD_TEXT.time}>
            <DateText as="span" value={r.baslangic} withTime /> - <DateText as="span" value={r.bitis} withTime />
          </LabeledText>
        </Stack>
        {r.aciklama ? (
          <Text color="fg.muted" lineClamp={CLAMP_LINES.reservationCard} whiteSpace="pre-line" data-testid="aciklama">
            {r.aciklama}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {isReservationEditable(r.durum) ? (
          <Button asChild colorPalette="primary" variant="outline" size="sm">
            <RouterLink to={`/rezervasyon/${r.id}/guncelle`} aria-label={`${CARD_TEXT.edit}: ${resource}`}>
              <LuPencil aria-hidden="true" /> {CARD_TEXT.edit}
            </RouterLink>
          </Button>
        ) : null}
        {isReservationCancellable(r.durum) ? (
          <>
            <Button colorPalette="red" variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`${MSG.reservation.cancel}: ${resource}`}>
              <LuX aria-hidden="true" /> {MSG.reservation.cancel}
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={MSG.reservation.cancelTitle}
              message={MSG.reservation.cancelText(resource, range)}
              confirmLabel={MSG.reservation.cancelConfirm}
              cancelLabel={MSG.reservation.cancelKeep}
              onConfirm={async () => {
                try {
                  await cancel.mutateAsync(r.id);
                } catch (error) {
                  // The dialog shows why (e.g. approved meanwhile); the list is refetched.
                  throw new Error(extractErrorText(error, MSG.reservation.cancelError));
                }
                notifySuccess(MSG.reservation.cancelled);
              }}
            />
          </>
        ) : null}
        {isReservationEditable(r.durum) ? null : (
          <Button disabled size="sm" variant="outline" colorPalette="gray" whiteSpace="normal" height="auto" minH="8" py="1.5" maxW="full" textAlign="start">
            {MSG.reservation.notEditableLabel}
          </Button>
        )}
        {canAddToCalendar(r.durum) ? <AddToCalendarButton rezervasyon={r} resource={resource} /> : null}
        <HistoryButton nesne="rezervasyon" id={r.id} kind="rezervasyon" name={resource} />
      </Card.Footer>
    </ItemCard>
  );
}
