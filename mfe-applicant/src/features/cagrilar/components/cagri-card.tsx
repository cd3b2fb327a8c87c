import { callStatus, CLAMP_LINES, formatDate, MSG, type Cagri } from '@portal/domain';
import { Button, Card, IconButton, Text } from '@portal/ui';
import { LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ItemCard, LabeledText } from '../../../lib/item-card';

const M = MSG.call;

/** One call: title, description (3 lines), status chip, deadline, apply button, detail link. */
export function CagriCard({ cagri, now }: { cagri: Cagri; now?: Date }) {
  const status = callStatus(cagri, now);
  const deadline = formatDate(cagri.bitis, { emptyText: M.deadlineNone });
  return (
    <ItemCard headingId={`cagri-${cagri.id}-baslik`} title={cagri.baslik} status={{ label: status.label, color: status.color }}>
      <Card.Body gap="3">
        <Text color="fg.muted" lineClamp={CLAMP_LINES.callCard} whiteSpace="pre-line">
          {cagri.aciklama}
        </Text>
        <LabeledText fontSize="sm" label={M.deadlineLabel}>
          {deadline}
        </LabeledText>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="2">
        {status.active ? (
          <Button asChild colorPalette="primary">
            <RouterLink to={`/cagri/${cagri.id}/basvur`}>{M.applyButton}</RouterLink>
          </Button>
        ) : (
          <Button disabled colorPalette="gray">
            {M.applyClosed}
          </Button>
        )}
        {cagri.detay_url ? (
          <IconButton asChild variant="ghost" aria-label={M.detailLink}>
            <a href={cagri.detay_url} target="_blank" rel="noopener noreferrer" title={M.detailLink}>
              <LuExternalLink aria-hidden="true" />
            </a>
          </IconButton>
        ) : null}
      </Card.Footer>
    </ItemCard>
  );
}
