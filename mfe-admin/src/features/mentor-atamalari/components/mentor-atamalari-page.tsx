// /admin/mentor-assignments: three tabs (overview, active assignments, performance) and the single
// and bulk assignment dialogs.
import type { Id } from '@portal/domain';
import { Button, Flex, HStack, Tabs } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ExportMenu, WHOLE_LIST } from '../../../lib/export-menu';
import { AssignmentsTab } from './assignments-tab';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { BulkAssignDialog } from './bulk-assign-dialog';
import { OverviewTab } from './overview-tab';
import { PlanDialog } from './plan-dialog';
import { PerformanceTab } from './performance-tab';
import { SingleAssignDialog } from './single-assign-dialog';

const TABS = ['overview', 'active', 'performance'] as const;
type Tab = (typeof TABS)[number];

export function MentorAtamalariPage() {
  // The open tab lives in the URL (?tab=), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'overview';
  const [single, setSingle] = useState<{ basvuruId?: Id } | null>(null);
  const [bulk, setBulk] = useState(false);
  const [plan, setPlan] = useState(false);

  return (
    <>
      <Flex justify="flex-end" mb="4">
        <HStack gap="2" wrap="wrap">
          <ExportMenu
            targets={[
              { list: 'mentor-atamalari', params: WHOLE_LIST, extra: tab === 'active' ? { aktif: 'true' } : undefined, title: T.exportAssignments },
              { list: 'degerlendirmeler', params: WHOLE_LIST, title: T.exportEvaluations },
            ]}
          />
          <Button asChild variant="ghost" colorPalette="primary">
            <RouterLink to="/admin/mentors">{T.toMentors}</RouterLink>
          </Button>
          <Button variant="outline" colorPalette="primary" onClick={() => setBulk(true)}>
            {T.bulk}
          </Button>
          <Button colorPalette="primary" onClick={() => setSingle({})}>
            {T.single}
          </Button>
        </HStack>
      </Flex>
      <Tabs.Root
        value={tab}
        onValueChange={(d) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              if (d.value === 'overview') next.delete('tab');
              else next.set('tab', d.value);
              // Each tab's table has its own order and pages.
              next.delete('ordering');
              next.delete('page');
              return next;
            },
            { replace: true },
          )
        }
        lazyMount
        variant="line"
        colorPalette="primary"
      >
        <Tabs.List aria-label={T.tabsLabel} overflowX="auto">
          <Tabs.Trigger value="overview">{T.tabOverview}</Tabs.Trigger>
          <Tabs.Trigger value="active">{T.tabActive}</Tabs.Trigger>
          <Tabs.Trigger value="performance">{T.tabPerformance}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab onAssignProject={(basvuruId) => setSingle({ basvuruId })} onPlan={() => setPlan(true)} />
        </Tabs.Content>
        <Tabs.Content value="active">
          <AssignmentsTab />
        </Tabs.Content>
        <Tabs.Content value="performance">
          <PerformanceTab />
        </Tabs.Content>
      </Tabs.Root>
      {single ? <SingleAssignDialog initial={single} onClose={() => setSingle(null)} /> : null}
      {bulk ? <BulkAssignDialog onClose={() => setBulk(false)} /> : null}
      {plan ? <PlanDialog onClose={() => setPlan(false)} /> : null}
    </>
  );
}

export default MentorAtamalariPage;
