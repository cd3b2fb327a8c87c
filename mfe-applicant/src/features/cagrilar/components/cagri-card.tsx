import { CALL_PAGE_MSG, callState, callStatus, CLAMP_LINES, formatDate, MSG, type Cagri } from '@portal/domain';
import { Box, Button, Card, HStack, IconButton, Link, Text } from '@portal/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { LuChevronRight, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ItemCard, LabeledText } from '../../../lib/item-card';

const M = MSG.call;
const P = CALL_PAGE_MSG;

/** Whether the element's text is cut by its line clamp (measured again when its width changes). */
function useClamped<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, clamped] as const;
}

/**
 * One call: its title leads to its page; the description in 3 lines with 'Devamı' to the page when
 * the lines cut it; status chip, deadline, the apply button, or the disabled 'Başvuru Kapalı' with
 * the reason in the words staff see too (callState); the detail link.
 */
export function CagriCard({ cagri, now, headingLevel }: { cagri: Cagri; now?: Date; headingLevel?: 'h2' | 'h3' }) {
  const status = callStatus(cagri, now);
  const state = callState(cagri, now);
  const deadline = formatDate(cagri.bitis, { emptyText: M.deadlineNone });
  const pagePath = `/cagrilar/${cagri.id}`;
  const [descriptionRef, clamped] = useClamped<HTMLParagraphElement>();
  const title = (
    <Link asChild color="inherit" _hover={{ color: 'brand.primary' }}>
      <RouterLink to={pagePath}>{cagri.baslik}</RouterLink>
    </Link>
  );
  return (
    <ItemCard headingId={`cagri-${cagri.id}-baslik`} headingLevel={headingLevel} title={title} status={{ label: status.label, color: status.color }}>
      <Card.Body gap="3">
        <Box>
          <Text ref={descriptionRef} color="fg.muted" lineClamp={CLAMP_LINES.callCard} whiteSpace="pre-line" wordBreak="break-word">
            {cagri.aciklama}
          </Text>
          {clamped ? (
            <Link asChild fontSize="sm" fontWeight="medium" color="brand.primary" mt="1">
              <RouterLink to={pagePath} aria-label={P.moreLabel(cagri.baslik)}>
                {P.more} <LuChevronRight aria-hidden="true" />
              </RouterLink>
            </Link>
          ) : null}
        </Box>
        <LabeledText fontSize="sm" label={M.deadlineLabel}>
          {deadline}
        </LabeledText>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="2" flexWrap="wrap">
        <HStack gap="2" wrap="wrap" minW="0">
          {status.active ? (
            <Button asChild colorPalette="primary">
              <RouterLink to={`/cagri/${cagri.id}/basvur`}>{M.applyButton}</RouterLink>
            </Button>
          ) : (
            <>
              <Button disabled colorPalette="gray">
                {M.applyClosed}
              </Button>
              <Text fontSize="sm" color="fg.muted" data-testid="call-reason">
                {state.reasonText}
              </Text>
            </>
          )}
        </HStack>
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
