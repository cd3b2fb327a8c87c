// @portal/ui/motion: motion where it tells a person what changed (issue 16), with framer-motion.
//
// A separate entry of @portal/ui, shared through Module Federation as its own singleton like
// '@portal/ui/core', so one copy of framer-motion serves every remote; only screens after sign-in
// import it (never the shell's start-up code: the eslint rule says so), and the animation features
// load on first use through LazyMotion (the `m` components are light until then).
//
// Every piece here is off when the person asks their system for less motion: things then simply
// appear in their new state (MotionConfig reducedMotion="user" stops transforms, and each piece
// also skips its opacity change). Nothing loops, and nothing waits for an animation to take input.
import { AnimatePresence, LazyMotion, m, MotionConfig, useReducedMotion } from 'framer-motion';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((features) => features.default);

/** LazyMotion (features on first use) + the system's reduced-motion choice. Nesting is harmless. */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

const QUICK = { duration: 0.22, ease: 'easeOut' } as const;

export interface StatusChangeProps {
  /** The status shown: when it changes, the old one leaves and the new one settles in. */
  value: string;
  children: ReactNode;
}

/**
 * A status (chip) that animates to its new value, so a row approved or rejected in a table is seen
 * to change instead of jumping. The first render does not animate.
 */
export function StatusChange({ value, children }: StatusChangeProps) {
  const reduce = useReducedMotion();
  return (
    <Motion>
      <AnimatePresence mode="popLayout" initial={false}>
        <m.span
          key={value}
          data-status-motion={value}
          style={{ display: 'inline-flex' }}
          initial={reduce ? false : { opacity: 0, scale: 0.6 }}
          animate={{ opacity: 1, scale: 1 }}
          exit={reduce ? undefined : { opacity: 0, scale: 0.6 }}
          transition={QUICK}
        >
          {children}
        </m.span>
      </AnimatePresence>
    </Motion>
  );
}

/** A list whose items (MotionItem, keyed) fade in when they enter and out when they leave. */
export function MotionList({ children }: { children: ReactNode }) {
  return (
    <Motion>
      <AnimatePresence initial={false} mode="popLayout">
        {children}
      </AnimatePresence>
    </Motion>
  );
}

/** One item of a MotionList (give it the item's key); it also glides to its new place. */
export function MotionItem({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion();
  return (
    <m.div
      layout={reduce ? false : 'position'}
      initial={reduce ? false : { opacity: 0, y: 8 }}
      animate={{ opacity: 1, y: 0 }}
      exit={reduce ? undefined : { opacity: 0, scale: 0.96 }}
      transition={QUICK}
      style={{ minWidth: 0 }}
    >
      {children}
    </m.div>
  );
}

export interface CountPopProps {
  value: number;
  children: ReactNode;
  /** Pop on mount too (it was mounted because the number rose). */
  popOnMount?: boolean;
  /** Where the wrapper sits (e.g. a badge's absolute position on its button). */
  style?: CSSProperties;
}

/** Wraps a count badge: when the number rises (a new notification), it pops once. */
export function CountPop({ value, children, popOnMount = false, style }: CountPopProps) {
  const reduce = useReducedMotion();
  const previous = useRef(popOnMount ? -Infinity : value);
  const rose = value > previous.current;
  useEffect(() => {
    previous.current = value;
  }, [value]);
  return (
    <Motion>
      <m.span
        key={value}
        data-count-pop={rose && !reduce ? 'pop' : 'still'}
        style={{ display: 'inline-flex', ...style }}
        initial={reduce || !rose ? false : { scale: 1.6 }}
        animate={{ scale: 1 }}
        transition={{ type: 'spring', stiffness: 500, damping: 20 }}
      >
        {children}
      </m.span>
    </Motion>
  );
}

export interface RangeStepProps {
  /** In the chosen range now. */
  inRange: boolean;
  /** Its place from the range's start: later steps fill in a little later, so the range is seen to grow. */
  step: number;
  children: ReactNode;
}

/** One cell of a range that grows (the slot calendar's chosen slots as the end slot is picked). */
export function RangeStep({ inRange, step, children }: RangeStepProps) {
  const reduce = useReducedMotion();
  const grow = inRange && !reduce;
  return (
    <Motion>
      <m.div
        style={{ display: 'grid' }}
        data-range-step={inRange ? 'in' : 'out'}
        animate={grow ? { scale: [0.9, 1] } : { scale: 1 }}
        transition={{ duration: 0.18, delay: grow ? Math.min(step, 12) * 0.025 : 0 }}
      >
        {children}
      </m.div>
    </Motion>
  );
}
