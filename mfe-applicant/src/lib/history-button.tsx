// 'Geçmiş' on an applicant's own object: a dialog with its status changes, who made them, when, and
// staff's note (a rejection's reason). Read when opened, from GET gecmis/ (own objects only).
import { gecmisApi } from '@portal/api-client';
import type { GecmisNesne, Id, StatusKind } from '@portal/domain';
import { Button, DetailDialog, HISTORY_TEXT, HistoryTimeline, QueryState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuHistory } from 'react-icons/lu';

export interface HistoryButtonProps {
  nesne: GecmisNesne;
  id: Id;
  kind: StatusKind;
  /** The object's name, for the button's accessible name and the dialog's title. */
  name: string;
}

function HistoryBody({ nesne, id, kind }: Omit<HistoryButtonProps, 'name'>) {
  const query = useQuery({ queryKey: ['gecmis', nesne, id], queryFn: () => gecmisApi.own(nesne, id), staleTime: 0 });
  return (
    <QueryState query={query} loadingLabel="Geçmiş yükleniyor..." errorTitle="Geçmiş yüklenemedi.">
      <HistoryTimeline entries={query.data ?? []} kind={kind} />
    </QueryState>
  );
}

export function HistoryButton({ nesne, id, kind, name }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`${HISTORY_TEXT.title}: ${name}`}>
        <LuHistory aria-hidden="true" /> {HISTORY_TEXT.title}
      </Button>
      {open ? (
        <DetailDialog open onClose={() => setOpen(false)} title={`${HISTORY_TEXT.title} · ${name}`}>
          <HistoryBody nesne={nesne} id={id} kind={kind} />
        </DetailDialog>
      ) : null}
    </>
  );
}
