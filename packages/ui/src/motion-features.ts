// framer-motion's animation features (animate, exit, variants, hover/tap/focus), split into their
// own chunk: LazyMotion in ./motion.tsx loads them the first time something animates.
export { domAnimation as default } from 'framer-motion';
