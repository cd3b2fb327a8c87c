import { extractErrorText } from '@portal/api-client';
import { callState, CLAMP_LINES, DRAFT_MSG, isBasvuruEditable, isBasvuruWithdrawable, MSG, type Basvuru, type Cagri } from '@portal/domain';
import { Button, Card, ConfirmDialog, DateText, HStack, IconButton, Stack, Text, notifySuccess } from '@portal/ui';
import { useState } from 'react';
import { LuFileText, LuPencil, LuUndo2, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useWithdrawBasvuru } from '../api/basvurular';
import { HistoryButton } from '../../../lib/history-button';
import { MesajlarButton } from '../../mesajlar/components/mesajlar-button';
import { ItemCard, LabeledText } from '../../../lib/item-card';

const M = MSG.application;
const D = DRAFT_MSG.application;

/**
 * One application: title, status, call, date, description (3 lines), then its next step: a draft
 * leads to its own page to be completed and sent; any other to its reports. A sent application not
 * decided yet can be withdrawn (back to a draft), after a confirmation that warns when its call no
 * longer takes applications (`cagri`, when known). History and mentors on the right.
 */
export function BasvuruCard({ basvuru, cagri }: { basvuru: Basvuru; cagri?: Cagri }) {
  const draft = isBasvuruEditable(basvuru.durum);
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawBasvuru();
  const callClosed = cagri ? !callState(cagri).open : false;
  return (
    <ItemCard headingId={`basvuru-${basvuru.id}-baslik`} title={basvuru.proje_basligi} status={{ kind: 'basvuru', value: basvuru.durum }}>
      <Card.Body gap="3">
        <Stack gap="1" fontSize="sm">
          <LabeledText label={M.callLabel}>{basvuru.cagri?.baslik}</LabeledText>
          <LabeledText label={M.dateLabel}>
            <DateText value={basvuru.olusturuldu} />
          </LabeledText>
        </Stack>
        <Text color="fg.muted" lineClamp={CLAMP_LINES.applicationCard} whiteSpace="pre-line">
          {basvuru.aciklama}
        </Text>
        {draft ? (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            {D.draftNotice}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="2" flexWrap="wrap">
        <HStack gap="2" wrap="wrap">
          {draft ? (
            <Button asChild colorPalette="primary">
              <RouterLink to={`/basvuru/${basvuru.id}/duzenle`} aria-label={`${D.continueDraft}: ${basvuru.proje_basligi}`}>
                <LuPencil aria-hidden="true" /> {D.continueDraft}
              </RouterLink>
            </Button>
          ) : (
            <Button asChild colorPalette="primary" variant="outline">
              <RouterLink to={`/basvuru/${basvuru.id}/raporlar`}>
                <LuFileText aria-hidden="true" /> {M.viewReports}
              </RouterLink>
            </Button>
          )}
          <MesajlarButton basvuruId={basvuru.id} />
          {isBasvuruWithdrawable(basvuru.durum) ? (
            <Button variant="ghost" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`${D.withdraw}: ${basvuru.proje_basligi}`}>
              <LuUndo2 aria-hidden="true" /> {D.withdraw}
            </Button>
          ) : null}
        </HStack>
        <HStack gap="1">
          {/* Its status changes, and a rejection's reason. */}
          <HistoryButton nesne="basvuru" id={basvuru.id} kind="basvuru" name={basvuru.proje_basligi} />
          <IconButton asChild variant="ghost" aria-label={M.viewMentors}>
            <RouterLink to={`/basvuru/${basvuru.id}/mentorlar`} title={M.viewMentors}>
              <LuUsers aria-hidden="true" />
            </RouterLink>
          </IconButton>
        </HStack>
      </Card.Footer>
      {isBasvuruWithdrawable(basvuru.durum) ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={D.withdrawTitle}
          message={
            <Stack gap="2">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {basvuru.proje_basligi}
                </Text>
                {' · '}
                {D.withdrawText}
              </Text>
              {callClosed ? (
                <Text color="fg.error" fontWeight="medium">
                  {D.withdrawClosedCall}
                </Text>
              ) : null}
            </Stack>
          }
          confirmLabel={D.withdraw}
          cancelLabel={D.cancel}
          onConfirm={async () => {
            try {
              await withdraw.mutateAsync(basvuru.id);
            } catch (error) {
              throw new Error(extractErrorText(error, D.withdrawError));
            }
            notifySuccess(D.withdrawn);
          }}
        />
      ) : null}
    </ItemCard>
  );
}
