// /cagrilar (spec 2 "Open calls"): search, status filter, counters and the call cards: the calls
// that take applications first, then, under their own heading, the closed ones (so that a closed
// call never reads as open); each card leads to the call's page.
import { CALL_PAGE_MSG, callStatus, MSG } from '@portal/domain';
import { MotionItem, MotionList } from '@portal/ui/motion';
import { useCagrilar } from '../api/cagrilar';
import { CagriCard } from './cagri-card';
import { CardListScreen, useCardList, yesNoFilter } from '../../../lib/card-list';

const M = MSG.call;

/** Active by the domain's call rule (evaluated when the page renders), or closed. */
const ACTIVE_FILTER = yesNoFilter((c: { active: boolean }) => c.active, { value: 'aktif', label: M.filterActive }, { value: 'kapali', label: M.filterClosed });

export function CagriListPage() {
  const query = useCagrilar();
  const { data } = query;
  // The call-active rule is evaluated at render time (a call can expire while the page is open).
  const now = new Date();
  const calls = (data ?? []).map((cagri) => ({ cagri, active: callStatus(cagri, now).active }));
  const list = useCardList(query, calls, {
    searchIn: (c) => [c.cagri.baslik, c.cagri.aciklama],
    filter: ACTIVE_FILTER,
  });

  return (
    <CardListScreen
      title={M.listTitle}
      text={M}
      list={list}
      counters={{
        label: 'Çağrı sayıları',
        items: [
          { label: M.counterActive, value: calls.filter((c) => c.active).length, color: 'green' },
          // spec 2: closed = acik_mi false (the server's reading of the same rule)
          { label: M.counterClosed, value: calls.filter((c) => !c.cagri.acik_mi).length, color: 'red' },
          { label: M.counterTotal, value: calls.length, color: 'primary' },
        ],
      }}
      // Spec 9: call cards are at least 400 px wide (one column on narrower screens).
      minCardWidth={400}
      // Cards that a search or filter takes away fade out; those it brings back fade in.
      wrap={(cards) => <MotionList>{cards}</MotionList>}
      sections={(shown) => [
        { id: 'acik', title: CALL_PAGE_MSG.openGroup, items: shown.filter((c) => c.active) },
        { id: 'kapali', title: CALL_PAGE_MSG.closedGroup, hint: CALL_PAGE_MSG.closedGroupHint, items: shown.filter((c) => !c.active) },
      ]}
      card={({ cagri }) => (
        <MotionItem key={cagri.id}>
          <CagriCard cagri={cagri} now={now} headingLevel="h3" />
        </MotionItem>
      )}
    />
  );
}
